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
  ports?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
// merge: the gateways share one environment block (<<: *gateway-env), as compose reads it.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks: Record<string, { ipam?: { config: Array<{ subnet: string }> } }>;
};
const services = Object.entries(compose.services);
const built = services.filter(([, s]) => s.build !== undefined);
const dockerfile = read('Dockerfile');
const entrypoint = read('scripts/docker-entrypoint.sh');

/** The commands the entrypoint's `case` accepts (the patterns before `)`). */
const entrypointCommands = [...entrypoint.matchAll(/^\s*([a-z|\s-]+)\)\s*$/gm)].flatMap((m) =>
  (m[1] as string).split('|').map((s) => s.trim()),
);

/** The file each command runs. */
const SCRIPTS = ['migrate', 'audit-verify', 'audit-archive', 'demo'];
const mainOf = (command: string): string => (SCRIPTS.includes(command) ? `scripts/${command}.ts` : `apps/${command}/src/main.ts`);

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
      : SCRIPTS.includes(command)
        ? [join(ROOT, mainOf(command)), ...sourcesUnder('scripts/audit'), ...sourcesUnder('apps/gateway/src/audit')]
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

  it('tunes PostgreSQL for the workload (issue 25): shared_buffers, effective_cache_size, SSD random_page_cost', () => {
    const settings = (compose.services.postgres?.command ?? []).filter((_, i, all) => all[i - 1] === '-c');
    expect(compose.services.postgres?.command?.[0]).toBe('postgres');
    expect(settings).toEqual(
      expect.arrayContaining([
        'shared_buffers=${PG_SHARED_BUFFERS:-2GB}',
        'effective_cache_size=${PG_EFFECTIVE_CACHE_SIZE:-6GB}',
        'random_page_cost=${PG_RANDOM_PAGE_COST:-1.1}',
      ]),
    );
    expect(read('README.md')).toMatch(/shared_buffers/);
  });

  it('builds every app service from the one Dockerfile, with a command the entrypoint runs and a file that exists', () => {
    expect(entrypointCommands.sort()).toEqual([
      'admin-api',
      'audit-archive',
      'audit-verify',
      'chat-api',
      'demo',
      'gateway',
      'migrate',
      'support-api',
    ]);
    expect(built.map(([name]) => name).sort()).toEqual([
      'admin-api',
      'audit',
      'chat-api',
      'demo',
      'gateway-1',
      'gateway-2',
      'migrate',
      'support-api',
    ]);
    for (const [, s] of built) {
      expect(s.build).toBe('.');
      expect(s.command?.length).toBeGreaterThanOrEqual(1);
      const command = s.command?.[0] as string;
      expect(entrypointCommands).toContain(command);
      expect(existsSync(join(ROOT, mainOf(command)))).toBe(true);
      if (!SCRIPTS.includes(command)) expect(existsSync(join(ROOT, 'apps', command))).toBe(true);
    }
    for (const command of entrypointCommands) {
      expect(entrypoint).toContain(SCRIPTS.includes(command) ? 'scripts/$service.ts' : 'apps/$service/src/main.ts');
      expect(existsSync(join(ROOT, mainOf(command)))).toBe(true);
    }
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
    for (const [name, s] of built.filter(([n]) => n !== 'migrate' && n !== 'audit' && n !== 'demo')) {
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
    for (const required of [
      'JWT_SECRET',
      'UPSTREAM_CONTEXT_SECRET',
      'POSTGRES_PASSWORD',
      'SERVICE_DB_PASSWORD',
      'AUDIT_CHAIN_KEY',
      'DATA_PROTECTION_KEY',
    ]) {
      expect(raw).toContain(`\${${required}:?set ${required}}`);
    }
  });
});

describe('the trail an auditor can trust (issue 13)', () => {
  const gateways = ['gateway-1', 'gateway-2'].map((n) => compose.services[n] as ComposeService);

  it('gives each gateway its own chain, the chain key and every gateway setting', () => {
    expect(gateways.map((g) => g.environment?.AUDIT_INSTANCE_ID)).toEqual(['gateway-1', 'gateway-2']);
    for (const g of gateways) {
      expect(g.environment?.AUDIT_CHAIN_KEY).toBe('${AUDIT_CHAIN_KEY:?set AUDIT_CHAIN_KEY}');
      // Issue 24: a second factor is compulsory in production.
      expect(g.environment?.MFA_REQUIRED).toBe('${MFA_REQUIRED:-on}');
      for (const name of [
        'METRICS_TOKEN',
        'ALLOWED_HOSTS',
        'RATE_LIMIT_MAX',
        'RATE_LIMIT_WINDOW_MS',
        'TRUSTED_PROXIES',
        'WS_ALLOWED_ORIGINS',
        'MFA_REQUIRED',
      ])
        expect(Object.keys(g.environment ?? {}), name).toContain(name);
    }
    // Every variable the gateway reads from its environment is passed (the Dockerfile sets WEB_DIST_DIR; HOST keeps its default).
    const envFile = read('apps/gateway/src/env.ts') + read('apps/gateway/src/accounts/oidc.ts');
    const readByGateway = [...envFile.matchAll(/env\.([A-Z_]+)|env, '([A-Z_]+)'/g)].map((m) => m[1] ?? m[2]);
    for (const name of new Set(readByGateway))
      if (!['WEB_DIST_DIR', 'HOST'].includes(name!)) expect(Object.keys(gateways[0]!.environment ?? {}), name).toContain(name);
  });

  it('runs migrations as the owner and every service as the role that may only add to the access log', () => {
    const owner = /^postgres:\/\/backoffice:/;
    const service = /^postgres:\/\/backoffice_service:\$\{SERVICE_DB_PASSWORD:\?set SERVICE_DB_PASSWORD\}@/;
    expect(compose.services.migrate?.environment?.DATABASE_URL).toMatch(owner);
    expect(compose.services.migrate?.environment?.SERVICE_DB_USER).toBe('backoffice_service');
    for (const name of ['admin-api', 'chat-api', 'support-api', 'gateway-1', 'gateway-2'])
      expect(compose.services[name]?.environment?.DATABASE_URL, name).toMatch(service);
    expect(compose.services.audit?.environment?.DATABASE_URL).toMatch(owner);
    expect((compose.services.audit as ComposeService & { profiles?: string[] }).profiles).toEqual(['tools']);
  });

  it('rotates every container log', () => {
    for (const [name, s] of services) {
      const logging = (s as ComposeService & { logging?: { driver: string; options: Record<string, string> } }).logging;
      expect(logging?.driver, name).toBe('json-file');
      expect(logging?.options['max-size'], name).toBeTruthy();
      expect(logging?.options['max-file'], name).toBeTruthy();
    }
  });
});

describe('TLS at Caddy in front of the gateways (issue 24 item 9)', () => {
  const caddy = compose.services.caddy as ComposeService;
  const caddyfile = read('Caddyfile');
  const caddyAddress = (caddy.networks as Record<string, { ipv4_address?: string }>).edge?.ipv4_address;

  it('publishes ports from Caddy only: the gateways and everything else are reached through it', () => {
    expect(caddy.image).toMatch(/^caddy:2/);
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    for (const [name, s] of services) if (name !== 'caddy') expect(s.ports, `${name} publishes a port`).toBeUndefined();
    expect(caddy.volumes).toEqual(expect.arrayContaining(['./Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']));
    expect(Object.keys(compose.volumes)).toContain('caddy-data');
    expect(caddy.environment?.SITE_ADDRESS).toBe('${SITE_ADDRESS:?set SITE_ADDRESS}');
    expect(Object.keys(caddy.depends_on ?? {}).sort()).toEqual(['gateway-1', 'gateway-2']);
  });

  it('proxies the site to both gateways, health-checked, streaming', () => {
    expect(caddyfile).toMatch(/^\{\$SITE_ADDRESS\} \{$/m);
    expect(caddyfile).toMatch(/^\s*reverse_proxy gateway-1:8080 gateway-2:8080 \{$/m);
    expect(caddyfile).toMatch(/^\s*health_uri \/health$/m);
    expect(caddyfile).toMatch(/^\s*flush_interval -1$/m);
  });

  it('makes the gateways trust Caddy alone, on a network the upstreams and stores are not on', () => {
    const subnet = compose.networks.edge?.ipam?.config[0]?.subnet ?? '';
    expect(caddyAddress).toBeDefined();
    expect(caddyAddress!.startsWith(subnet.split('.').slice(0, 3).join('.') + '.')).toBe(true);
    for (const name of ['gateway-1', 'gateway-2']) {
      const gateway = compose.services[name] as ComposeService;
      expect(gateway.environment?.TRUSTED_PROXIES, name).toBe(caddyAddress);
      expect(gateway.environment?.PUBLIC_ORIGIN, name).toBe('https://${SITE_ADDRESS:?set SITE_ADDRESS}');
      expect(gateway.networks, name).toEqual(['default', 'edge']);
    }
    for (const name of ['postgres', 'redis', 'admin-api', 'chat-api', 'support-api', 'migrate'])
      expect(compose.services[name]?.networks, name).toBeUndefined();
    expect(Object.keys(caddy.networks ?? {})).toEqual(['edge']);
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
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund$/m);
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
    for (const command of SCRIPTS) expect(runtime).toContain(`scripts/${command}.ts`);
    // What the audit scripts import comes along.
    expect(runtime).toContain('COPY scripts/audit ./scripts/audit');
    expect(runtime).toContain('COPY scripts/stack/data-lock.ts scripts/stack/secrets.ts ./scripts/stack/');
    const run = spawnSync('sh', [join(ROOT, 'scripts/docker-entrypoint.sh'), 'worker'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(64);
    expect(run.stderr).toContain(
      "Unknown service 'worker': use gateway, admin-api, chat-api, support-api, migrate, audit-verify, audit-archive or demo.",
    );
  });

  it('leaves host state and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '.data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});
