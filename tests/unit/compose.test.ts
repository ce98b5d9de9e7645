import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** docker is not available here: these checks read docker-compose.yml, the Dockerfile and the sources. */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  profiles?: string[];
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const services = Object.entries(compose.services);
const built = services.filter(([, s]) => s.build !== undefined);
const dockerfile = read('Dockerfile');
const entrypoint = read('scripts/docker-entrypoint.sh');

/** The commands the entrypoint's `case` accepts (the patterns before `)`). */
const entrypointCommands = [...entrypoint.matchAll(/^\s*([a-z|\s-]+)\)\s*$/gm)].flatMap((m) =>
  (m[1] as string).split('|').map((s) => s.trim()),
);

/** The one-shot commands and the script each runs; the others run apps/<command>/src/main.ts. */
const SCRIPTS: Record<string, string> = { migrate: 'scripts/migrate.ts', demo: 'scripts/load-demo.ts' };

/** The file each command runs. */
const mainOf = (command: string): string => SCRIPTS[command] ?? `apps/${command}/src/main.ts`;

function sourcesUnder(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f))
    .map((f) => join(abs, f))
    .filter((f) => statSync(f).isFile());
}

/** The code one command runs: its app (or the migrate scripts) and the shared packages. */
function codeOf(command: string): string[] {
  const shared = ['packages/contract/src', 'packages/db/src', 'packages/server-kit/src'].flatMap(sourcesUnder);
  const own =
    command === 'migrate'
      ? ['scripts/migrate.ts', 'scripts/create-admin.ts'].map((f) => join(ROOT, f))
      : SCRIPTS[command]
        ? [join(ROOT, SCRIPTS[command])]
        : sourcesUnder(`apps/${command}/src`);
  return [...own, ...shared];
}

/** Whether a file reads this variable: env.NAME, env['NAME'], or the quoted name in a file reading the environment. */
function reads(file: string, name: string): boolean {
  const text = readFileSync(file, 'utf8');
  if (new RegExp(`env\\.${name}\\b|env\\[['"]${name}['"]\\]`).test(text)) return true;
  return /process\.env|NodeJS\.ProcessEnv/.test(text) && new RegExp(`['"]${name}['"]`).test(text);
}

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY/;
/** A compose variable reference: ${NAME:?message} (required) or ${NAME:-} (optional, empty default). */
const REFERENCE = /^\$\{[A-Z_]+(:\?[^}]+|:-)\}$/;

describe('docker-compose.yml', () => {
  it('parses, with postgres 15 and redis 7 on named volumes and health checks', () => {
    expect(compose.services.postgres?.image).toBe('postgres:15');
    expect(compose.services.redis?.image).toBe('redis:7');
    for (const name of ['postgres', 'redis'] as const) {
      const s = compose.services[name] as ComposeService;
      expect(s.healthcheck?.test.length).toBeGreaterThan(0);
      const volume = (s.volumes?.[0] ?? '').split(':')[0] as string;
      expect(Object.keys(compose.volumes)).toContain(volume);
    }
  });

  it('builds every app service from the one Dockerfile, with a command the entrypoint runs and a file that exists', () => {
    expect(entrypointCommands.sort()).toEqual(['admin-api', 'chat-api', 'demo', 'gateway', 'migrate', 'support-api']);
    expect(built.map(([name]) => name).sort()).toEqual([
      'admin-api',
      'chat-api',
      'demo',
      'gateway-1',
      'gateway-2',
      'migrate',
      'support-api',
    ]);
    for (const [, s] of built) {
      expect(s.build).toBe('.');
      expect(s.command).toHaveLength(1);
      const command = s.command?.[0] as string;
      expect(entrypointCommands).toContain(command);
      expect(existsSync(join(ROOT, mainOf(command)))).toBe(true);
      if (!SCRIPTS[command]) expect(existsSync(join(ROOT, 'apps', command))).toBe(true);
    }
    for (const command of entrypointCommands) expect(entrypoint).toContain(SCRIPTS[command] ?? 'apps/$service/src/main.ts');
  });

  it('runs migrate once before every other app service, and health-checks those on /health of their port', () => {
    const migrate = compose.services.migrate as ComposeService;
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    // The demo loader is a one-shot behind its own profile, after migrate, never part of a plain `up`.
    const demo = compose.services.demo as ComposeService;
    expect(demo.profiles).toEqual(['demo']);
    expect(demo.restart).toBe('no');
    expect(demo.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    for (const [name, s] of built.filter(([n]) => !SCRIPTS[n])) {
      expect(s.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
      const port = s.environment?.PORT as string;
      expect(s.healthcheck?.test.join(' '), name).toContain(`http://127.0.0.1:${port}/health`);
      expect(s.environment?.DATABASE_URL, name).toBeTruthy();
      expect(s.environment?.REDIS_URL, name).toBe('redis://redis:6379');
    }
    expect(compose.services['gateway-1']?.environment?.ADMIN_API_URL).toBe(
      `http://admin-api:${compose.services['admin-api']?.environment?.PORT}`,
    );
    expect(compose.services['gateway-1']?.environment?.CHAT_API_URL).toBe(
      `http://chat-api:${compose.services['chat-api']?.environment?.PORT}`,
    );
    expect(compose.services['gateway-1']?.environment?.SUPPORT_API_URL).toBe(
      `http://support-api:${compose.services['support-api']?.environment?.PORT}`,
    );
  });

  it('passes only variables the code of that service reads', () => {
    for (const [name, s] of built) {
      const files = codeOf(s.command?.[0] as string);
      for (const variable of Object.keys(s.environment ?? {})) {
        expect(
          files.some((f) => reads(f, variable)),
          `${name} passes ${variable}, which its code never reads`,
        ).toBe(true);
      }
    }
    // The image's own setting, read by the gateway.
    expect(dockerfile).toMatch(/^ENV WEB_DIST_DIR=\/app\/apps\/web\/dist$/m);
    expect(codeOf('gateway').some((f) => reads(f, 'WEB_DIST_DIR'))).toBe(true);
  });

  it('holds no secret value: secrets are required ${NAME:?...} references', () => {
    for (const [name, s] of services) {
      for (const [variable, value] of Object.entries(s.environment ?? {})) {
        if (SECRET_NAME.test(variable)) expect(String(value), `${name}.${variable}`).toMatch(REFERENCE);
        // A password inside a URL is a reference too.
        const userInfo = /^[a-z]+:\/\/[^:/@]+:([^@]*)@/.exec(String(value));
        if (userInfo) expect(userInfo[1], `${name}.${variable}`).toMatch(REFERENCE);
      }
    }
    const raw = read('docker-compose.yml');
    for (const required of ['JWT_SECRET', 'UPSTREAM_CONTEXT_SECRET', 'POSTGRES_PASSWORD']) {
      expect(raw).toContain(`\${${required}:?set ${required}}`);
    }
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) as string;

  it('is multi-stage and runs the last stage on node:20-slim as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime.startsWith('node:20-slim')).toBe(true);
    const user = [...runtime.matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    expect(dockerfile).toMatch(/RUN npm ci \|\| npm install/);
    expect(dockerfile).toMatch(/RUN npm run build -w @bo\/web/);
  });

  it('copies every workspace manifest before npm ci, so the install layer matches the lock', () => {
    const workspaces = ['packages', 'apps'].flatMap((dir) => readdirSync(join(ROOT, dir)).map((w) => `${dir}/${w}`));
    for (const w of workspaces.filter((w) => existsSync(join(ROOT, w, 'package.json')))) {
      expect(dockerfile).toContain(`COPY ${w}/package.json ${w}/`);
    }
  });

  it('starts through the entrypoint, which refuses an unknown service by name', () => {
    expect(runtime).toContain('ENTRYPOINT ["sh", "/app/scripts/docker-entrypoint.sh"]');
    expect(runtime).toMatch(
      /^COPY scripts\/docker-entrypoint\.sh scripts\/migrate\.ts scripts\/create-admin\.ts scripts\/load-demo\.ts \.\/scripts\/$/m,
    );
    const run = spawnSync('sh', [join(ROOT, 'scripts/docker-entrypoint.sh'), 'worker'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(64);
    expect(run.stderr).toContain("Unknown service 'worker': use gateway, admin-api, chat-api, support-api, migrate or demo.");
  });

  it('leaves host state and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '.data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});
