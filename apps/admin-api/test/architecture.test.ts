import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Thin routes (issue 20, item 3): a file under src/routes registers its contract calls, parses, calls a domain
 * module (src/user-details, src/question-mappings ...) and answers. SQL and row mapping live in the modules, as
 * chat-api's src/chat does, and no route reaches into another route's folder (a shared piece goes to a module).
 *
 * The allowlist names the files not changed yet. It may only shrink: a listed file that no longer breaks the rule
 * fails the test too, so the entry is removed in the same change that fixes the file.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const ROUTES = join(SRC, 'routes');

/** Files under src/routes that still import from another route's folder. */
const CROSS_ROUTE_IMPORTS_NOT_ENDED_YET: readonly string[] = [];

/** A statement inside a string: SELECT ... FROM, INSERT INTO, UPDATE ... SET, DELETE FROM, or a WITH query. */
const SQL_STATEMENT =
  /\bSELECT\b[\s\S]*?\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+[\w."]+\s+SET\b|\bDELETE\s+FROM\b|\bWITH\s+(RECURSIVE\s+)?\w+\s+AS\s*\(/;
/** String literals of a TypeScript file: '...', "..." and `...` (template text included whole). */
const STRING_LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const IMPORT_FROM = /\bfrom\s+'(\.[^']+)'|\bimport\s*\(\s*'(\.[^']+)'\s*\)/g;

function routeFiles(dir = ROUTES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const name = (path: string): string => relative(ROUTES, path).split(sep).join('/');

/** The route a file belongs to: its first folder under routes/, or the file at the top (campaigns.ts with campaigns/). */
const routeOf = (path: string): string => (name(path).split('/')[0] ?? '').replace(/\.ts$/, '');

function holdsSql(source: string): boolean {
  return (source.match(STRING_LITERAL) ?? []).some((literal) => SQL_STATEMENT.test(literal));
}

function crossRouteImports(path: string, source: string): string[] {
  const own = routeOf(path);
  return [...source.matchAll(IMPORT_FROM)]
    .map((match) => resolve(dirname(path), (match[1] ?? match[2]) as string))
    .filter((target) => target.startsWith(ROUTES + sep) && routeOf(target) !== own)
    .map(name);
}

const files = routeFiles().map((path) => ({ path, file: name(path), source: readFileSync(path, 'utf8') }));

describe('admin-api routes stay thin', () => {
  it('the SQL statement pattern finds statements and leaves words alone', () => {
    expect(holdsSql("const q = 'SELECT id FROM admin.users WHERE id = $1';")).toBe(true);
    expect(holdsSql('await db.query(`UPDATE admin.users SET status = $2 WHERE id = $1`, [id, status]);')).toBe(true);
    expect(holdsSql("db.query('DELETE FROM admin.notes WHERE id = $1', [id]);")).toBe(true);
    expect(holdsSql('`WITH picked AS (SELECT 1) INSERT INTO t SELECT * FROM picked`')).toBe(true);
    expect(holdsSql("throw badRequest('Select a user from the list');")).toBe(false);
    expect(holdsSql("const label = 'Update settings';")).toBe(false);
  });

  it('no route file holds SQL', () => {
    expect(files.filter((f) => holdsSql(f.source)).map((f) => f.file)).toEqual([]);
  });

  it("no route file imports another route's folder except the listed ones, and every listed one still does", () => {
    const crossing = files.filter((f) => crossRouteImports(f.path, f.source).length > 0).map((f) => f.file);
    expect(crossing.filter((file) => !CROSS_ROUTE_IMPORTS_NOT_ENDED_YET.includes(file))).toEqual([]);
    expect(CROSS_ROUTE_IMPORTS_NOT_ENDED_YET.filter((file) => !crossing.includes(file))).toEqual([]);
  });

  it('nothing outside src/routes imports a route file, so routes stay leaves (app.ts registers them)', () => {
    const outside = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return path === ROUTES ? [] : outside(path);
        return entry.name.endsWith('.ts') && path !== join(SRC, 'app.ts') ? [path] : [];
      });
    const importing = outside(SRC).filter((path) =>
      [...readFileSync(path, 'utf8').matchAll(IMPORT_FROM)].some((m) =>
        resolve(dirname(path), (m[1] ?? m[2]) as string).startsWith(ROUTES + sep),
      ),
    );
    expect(importing.map((path) => relative(SRC, path))).toEqual([]);
  });
});
