import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN, type ApiCall } from '@bo/contract';
import { memoryLoginAttempts, readGatewayEnv } from '../src/index.ts';
import Fastify from 'fastify';
import type { JWT } from '@fastify/jwt';
import { canonicalJson } from '../src/audit/chain.ts';
import { jsonLinesAccessLog } from '../src/audit/json-lines-sink.ts';
import { readToken } from '../src/accounts/tokens.ts';
import jwtPlugin from '../src/plugins/external/jwt.ts';
import { TOKEN_AUDIENCE } from '../src/limits.ts';
import { redactedQuery } from '../src/audit/redact-query.ts';
import { assertDistinctCalls } from '../src/routes/catalogue-check.ts';
import { browserAnswerHeaders, upstreamRequestHeaders } from '../src/routes/proxy/headers.ts';

const GATEWAY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECRET = 'x'.repeat(32);

describe('access-log query redaction', () => {
  it('masks secret-looking values and keeps the rest', () => {
    expect(redactedQuery('/api/x?page=2&password=hunter2&api_key=k&orderBy=id')).toBe(
      'page=2&password=%5Bredacted%5D&api_key=%5Bredacted%5D&orderBy=id',
    );
    expect(redactedQuery('/api/x')).toBeNull();
    expect(redactedQuery('/api/x?')).toBeNull();
  });
});

describe('default access log', () => {
  it('writes each record as one parseable JSON line', () => {
    const lines: string[] = [];
    const write = jsonLinesAccessLog({ write: (line: string) => lines.push(line) });
    const record = {
      time: '2026-01-02T03:04:05.000Z',
      request_id: 'r1',
      admin_id: 1,
      acting_as: null,
      method: 'GET',
      path: '/api/me',
      query: null,
      permission: '@signed-in',
      decision: 'allow' as const,
      reason: 'signed-in',
      status: 200,
      bytes: 10,
      duration_ms: 1.5,
      client: '127.0.0.1',
      user_agent: null,
      upstream: 'gateway' as const,
    };
    write(record);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    expect(JSON.parse(lines[0]!)).toEqual({ log: 'access', ...record });
    // Given the record's JSON made once for every copy, the line is the very text it always was.
    write(record, JSON.stringify(record));
    expect(lines[1]).toBe(`${JSON.stringify({ log: 'access', ...record })}\n`);
    expect(lines[1]).toBe(lines[0]);
  });
});

describe('canonical JSON of the chain', () => {
  it('sorts keys at every depth by UTF-16 code units and leaves undefined fields out', () => {
    const value = { b: 1, a: { z: [1, undefined, 'x'], y: null, x: undefined }, Z: 'é', _: true, é: 2 };
    expect(canonicalJson(value)).toBe('{"Z":"é","_":true,"a":{"y":null,"z":[1,null,"x"]},"b":1,"é":2}');
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
    expect(canonicalJson({})).toBe('{}');
  });

  it('sorts each shape once and tells apart shapes that share keys in another order or a length', () => {
    // The sorted order is kept per shape: the same keys in another order, or as many other keys, must not reuse it.
    const shapes = [
      { b: 1, a: 2 },
      { a: 2, b: 1 },
      { c: 1, a: 2 },
      { b: 1, a: 2, __proto__x: 3 },
      { b: 1, a: 2 },
    ];
    expect(shapes.map((s) => canonicalJson(s))).toEqual([
      '{"a":2,"b":1}',
      '{"a":2,"b":1}',
      '{"a":2,"c":1}',
      '{"__proto__x":3,"a":2,"b":1}',
      '{"a":2,"b":1}',
    ]);
    // More shapes than are remembered, then the first again: still sorted right.
    const many = Array.from({ length: 10 }, (_, i) => ({ [`k${9 - i}`]: i, z: null, [`a${i}`]: true }));
    for (const value of [...many, many[0]!]) {
      const keys = Object.keys(value).sort();
      expect(canonicalJson(value)).toBe(`{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(value[k])}`).join(',')}}`);
    }
  });
});

describe('token reading', () => {
  const claims = (exp: number) => ({ sub: '7', sid: '0b9f0c59-6b6f-4c52-9a3c-2f1d2e3f4a5b', aud: TOKEN_AUDIENCE, iat: 1, exp });

  /** The gateway's own settings: HS256, its audience, expiry left to readToken. */
  async function jwtOf(secret: string): Promise<{ jwt: JWT; close: () => Promise<void> }> {
    const app = Fastify();
    await app.register(jwtPlugin, { secret });
    await app.ready();
    return { jwt: app.jwt, close: () => app.close() };
  }

  it('keeps what held per secret, still checks expiry each time, and keeps no refusal', async () => {
    const a = await jwtOf('a-secret-of-thirty-two-characters!!');
    const b = await jwtOf('another-secret-of-thirty-two-chars!');
    const now = 1_000_000_000;
    const token = a.jwt.sign(claims(now / 1000 + 60));
    expect(readToken(a.jwt, token, now)).toMatchObject({ ok: true, claims: { sub: '7' } });
    // Read again from memory: the same claims. Signed with another secret, refused there all the same.
    expect(readToken(a.jwt, token, now + 1)).toMatchObject({ ok: true, claims: { sub: '7' } });
    expect(readToken(b.jwt, token, now + 1)).toMatchObject({ ok: false, reason: 'token-invalid-signature' });
    // Past its end it is refused although its reading is kept, with whose it was.
    expect(readToken(a.jwt, token, now + 61_000)).toMatchObject({ ok: false, reason: 'token-expired', claims: { sub: '7' } });
    // A tampered copy never reads as the kept one.
    const [head, body] = token.split('.');
    expect(readToken(a.jwt, `${head}.${body}.AAAA`, now + 1)).toMatchObject({ ok: false });
    await a.close();
    await b.close();
  });
});

describe('proxied headers', () => {
  it('drops credentials, hop-by-hop and connection-named headers and adds the context', () => {
    const out = upstreamRequestHeaders(
      {
        authorization: 'Bearer t',
        cookie: 'c=1',
        'x-bo-context': 'forged',
        connection: 'keep-alive, x-private',
        'x-private': '1',
        'transfer-encoding': 'chunked',
        host: 'evil',
        expect: '100-continue',
        accept: 'application/json',
        'content-type': 'text/csv',
      },
      { context: 'signed', requestId: 'rid', client: '10.1.1.1', protocol: 'https' },
    );
    expect(out).toEqual({
      accept: 'application/json',
      'content-type': 'text/csv',
      'x-bo-context': 'signed',
      'x-request-id': 'rid',
      'x-forwarded-for': '10.1.1.1',
      'x-forwarded-proto': 'https',
    });
  });
  it('passes back only the body-describing headers', () => {
    expect(
      browserAnswerHeaders({
        'content-type': 'text/csv',
        'content-length': '3',
        'set-cookie': 'a=b',
        'x-powered-by': 'x',
        'content-disposition': 'attachment',
      }),
    ).toEqual({
      'content-type': 'text/csv',
      'content-length': '3',
      'content-disposition': 'attachment',
    });
  });
});

describe('catalogue check', () => {
  const call = (name: string, path: string): ApiCall => ({ name, method: 'GET', path, upstream: 'admin', permission: SIGNED_IN });
  it('refuses two calls of the same method and path shape, naming both', () => {
    expect(() => assertDistinctCalls([call('a', '/api/x/:id'), call('b', '/api/x/:name')])).toThrow(/GET \/api\/x\/:name: a and b/);
    expect(() => assertDistinctCalls([call('a', '/api/x/:id'), call('b', '/api/x/list')])).not.toThrow();
  });
});

describe('login attempt counter', () => {
  it('blocks after the limit until the window ends, per key, and forgets on reset', async () => {
    const store = memoryLoginAttempts(3, 1000);
    for (let i = 0; i < 3; i += 1) await store.recordFailure('k', 100);
    expect(await store.blockedFor('k', 100)).toBe(1000);
    expect(await store.blockedFor('k', 600)).toBe(500);
    expect(await store.blockedFor('other', 600)).toBe(0);
    expect(await store.blockedFor('k', 1100)).toBe(0);
    await store.recordFailure('j', 0);
    await store.reset('j');
    expect(await store.blockedFor('j', 0)).toBe(0);
  });
});

describe('start-up settings', () => {
  const env = { DATABASE_URL: 'postgres://x', JWT_SECRET: SECRET, UPSTREAM_CONTEXT_SECRET: SECRET, DATA_PROTECTION_KEY: SECRET };
  it('reads the environment with defaults', () => {
    expect(readGatewayEnv({ ...env, TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' })).toMatchObject({
      port: 8080,
      upstreams: { admin: 'http://127.0.0.1:8081', chat: 'http://127.0.0.1:8082', support: 'http://127.0.0.1:8083' },
      webDistDir: null,
      trustedProxies: ['10.0.0.0/8', '127.0.0.1'],
      mfaRequired: false,
    });
    expect(readGatewayEnv({ ...env, MFA_REQUIRED: 'on' }).mfaRequired).toBe(true);
  });
  it('refuses a missing or short secret by name', () => {
    expect(() => readGatewayEnv({ ...env, JWT_SECRET: '' })).toThrow('JWT_SECRET is not set: the gateway will not start without it.');
    expect(() => readGatewayEnv({ ...env, UPSTREAM_CONTEXT_SECRET: 'short' })).toThrow('UPSTREAM_CONTEXT_SECRET is too short');
    // Issue 24: TOTP seeds are never stored without it.
    expect(() => readGatewayEnv({ ...env, DATA_PROTECTION_KEY: '' })).toThrow('DATA_PROTECTION_KEY is not set');
  });
  it('stops main.ts with that message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: GATEWAY_DIR,
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://127.0.0.1:1/none', UPSTREAM_CONTEXT_SECRET: SECRET },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('JWT_SECRET is not set');
  });
});
