/**
 * What a table route (/users) downloads beyond /login's first load, by package and by source folder
 * (issue 21 item 4): run after a build with source maps,
 *   npx vite build --outDir /tmp/x --sourcemap && WEB_DIST_DIR=/tmp/x node bundle-contents.mjs [top]
 * Each chunk's gzip size is shared among its sources in proportion to the minified bytes the source map
 * gives them (gzip-ish, not exact). Same chunk walk as bundle-budget.mjs.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = process.env.WEB_DIST_DIR ?? join(HERE, 'dist');
const TOP = Number(process.argv[2] ?? 25);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const read = (file) => readFileSync(join(DIST, file), 'utf8');

const html = read('index.html');
const fromHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const assets = readdirSync(join(DIST, 'assets'));
function withImports(file, into) {
  if (into.has(file)) return into;
  into.add(file);
  for (const m of read(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) withImports(`assets/${m[1]}`, into);
  return into;
}
const chunkOf = (name) => assets.filter((f) => new RegExp(`^${name}-[^.]+\\.js$`).test(f)).map((f) => `assets/${f}`);
const initial = new Set([...fromHtml, ...chunkOf('LoginPage').flatMap((f) => [...withImports(f, new Set())])]);
// As bundle-budget.mjs finds them: the page registry's chunk (the one loading the table screen) and the users area.
const pages = chunkOf('registry').filter((f) => read(f).includes('ResourceTablePage-'));
const area = pages.flatMap((f) =>
  [...read(f).matchAll(/\busers:\(\)=>[\w$]+\(\(\)=>import\([`"']\.\/(users-[^`"']+\.js)/g)].map((m) => `assets/${m[1]}`),
);
const tableRoute = [
  ...new Set(
    ['SignedInArea', 'ResourceTablePage']
      .flatMap(chunkOf)
      .concat(pages, area)
      .flatMap((f) => [...withImports(f, new Set())]),
  ),
].filter((f) => !initial.has(f));

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
/** The first two fields of each VLQ segment: generated column (relative) and source index (relative). */
function segments(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const out = [];
    let column = 0;
    for (const seg of line ? line.split(',') : []) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const c of seg) {
        const digit = B64[c];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      out.push({ column, source: values.length > 1 ? source : -1 });
    }
    lines.push(out);
  }
  return lines;
}

const ROOT = join(HERE, '..', '..');
/** A source map's source as a path from the repo's root. */
const rel = (source) => {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const root = ROOT.replace(/^\//, '');
  return clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
};
/** node_modules/<pkg> or the repo folder (two levels under apps/web/src, packages/x/src). */
function groups(source) {
  const clean = rel(source);
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 13).split('/');
    return { pkg: rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0], folder: null };
  }
  const parts = clean.split('/');
  const src = parts.indexOf('src');
  const pkg = src > 0 ? parts.slice(0, src).join('/') : '(other)';
  const folder = src > 0 ? parts.slice(0, Math.min(parts.length - 1, src + 3)).join('/') : clean;
  return { pkg, folder };
}

const byPackage = new Map();
const byFolder = new Map();
const byFile = new Map();
const byChunk = new Map();
const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);
let total = 0;
for (const file of tableRoute) {
  const code = read(file);
  const gzip = gzipSync(code, { level: 9 }).length;
  total += gzip;
  add(byChunk, file, gzip);
  const mapFile = `${file}.map`;
  if (!existsSync(join(DIST, mapFile))) {
    add(byPackage, `(no map) ${file}`, gzip);
    continue;
  }
  const map = JSON.parse(read(mapFile));
  const lines = code.split('\n');
  const raw = new Map();
  segments(map.mappings).forEach((segs, li) => {
    const len = lines[li]?.length ?? 0;
    segs.forEach((seg, i) => {
      const end = i + 1 < segs.length ? segs[i + 1].column : len;
      add(raw, seg.source >= 0 ? map.sources[seg.source] : '(unmapped)', Math.max(0, end - seg.column));
    });
  });
  const mapped = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [source, bytes] of raw) {
    const share = (gzip * bytes) / mapped;
    const { pkg, folder } = source === '(unmapped)' ? { pkg: '(unmapped)', folder: null } : groups(source);
    add(byPackage, pkg, share);
    if (folder) add(byFolder, folder, share);
    add(byFile, rel(source), share);
  }
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kb(bytes).padStart(9)}  ${key}`);
};
console.log(`a table route adds ${kb(total)} gzip in ${tableRoute.length} chunks beyond /login's first load`);
print('by chunk', byChunk);
print('by package', byPackage);
print('by source folder (repo code)', byFolder);
print('by file', byFile);
