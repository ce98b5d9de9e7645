import { gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, GATEWAY_CALL, TEXT_MESSAGES, type ApiCall } from '@bo/contract';
import { accessRecordsOfTable } from '../src/audit/read-log.ts';
import { verifyChain } from '../src/audit/verify.ts';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** Deterministic: the same seed sends the same requests, so a failure can be replayed. */
const SEED = 0x5eed_b0;
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Requests per catalogued call: ~270 calls x 14 stay well under a minute on a loaded machine. */
const PER_CALL = 14;

/** Calls that end or replace the session they are sent with: fuzzed with a throwaway admin's token. */
const SESSION_CHANGING = new Set<string>([
  GATEWAY_CALL.logout,
  GATEWAY_CALL.switchAccount,
  GATEWAY_CALL.switchBack,
  GATEWAY_CALL.endOtherSessions,
  GATEWAY_CALL.endAdminSessions,
  GATEWAY_CALL.changePassword,
]);

type Body = { payload?: string | Buffer; headers?: Record<string, string> };

const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Malformed or hostile bodies: bad JSON, wrong types, huge values, odd encodings. */
const BODIES: Body[] = [
  { payload: '{"email": "a@b.c", "password": ', headers: { 'content-type': 'application/json' } },
  { payload: '{', headers: { 'content-type': 'application/json' } },
  { payload: '', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: '[]', headers: { 'content-type': 'application/json' } },
  { payload: '"text"', headers: { 'content-type': 'application/json' } },
  { payload: '123', headers: { 'content-type': 'application/json' } },
  {
    payload: '{"id":{"$gt":1},"ids":"all","page":-1,"per_page":1e308,"email":5,"password":[],"filter":{"x":null}}',
    headers: { 'content-type': 'application/json' },
  },
  { payload: JSON.stringify({ value: 'x'.repeat(300_000) }), headers: { 'content-type': 'application/json' } },
  { payload: `{"n":${'9'.repeat(5_000)}}`, headers: { 'content-type': 'application/json' } },
  { payload: deep(5_000), headers: { 'content-type': 'application/json' } },
  { payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":1}}}', headers: { 'content-type': 'application/json' } },
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    headers: { 'content-type': 'application/json' },
  },
  { payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')]), headers: { 'content-type': 'application/json' } },
  { payload: Buffer.from('{"a":"\u00e9"}', 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
  { payload: '{"a":1}', headers: { 'content-type': 'application/json; charset=klingon' } },
  { payload: 'a=%zz&b[c]=1&b[c][d]=2&__proto__[x]=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n\r\nbody',
    headers: { 'content-type': 'multipart/form-data; boundary=y' },
  },
  { payload: 'not gzip at all', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
  { payload: gzipSync('{"a":1}'), headers: { 'content-type': 'application/json', 'content-encoding': 'br' } },
  { payload: '{"a":1}', headers: { 'content-type': 'text/plain' } },
  { payload: '{"a":1}', headers: { 'content-type': '' } },
  { payload: '{"a":1}', headers: { 'content-type': ';;;/\u0000' } },
  {
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    headers: { 'content-type': 'application/xml' },
  },
  {},
];

/** Issue 14: odd text (NUL, lone surrogates, an IPv6 zone id, JSON thousands deep), sent to every call. */
const ODD_TEXT_QUERIES = ['?filter[name]=%00', '?search=a%00b', '?filter[ip]=fe80::1%25eth0'];
const ODD_TEXT_BODIES: Body[] = [
  { payload: '{"name":"a\\u0000b","email":"x@y.z","password":"0123456789"}', headers: { 'content-type': 'application/json' } },
  { payload: '{"name":"\\ud800","value":"1"}', headers: { 'content-type': 'application/json' } },
  { payload: '{"type":"action","data":{"\\udc00":1}}', headers: { 'content-type': 'application/json' } },
  { payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), headers: { 'content-type': 'application/json' } },
];

/** Odd values for path parameters and query strings. */
const PARAMS = [
  '%zz',
  '%00',
  '%F0%9F%92%A9',
  '%C3%28',
  '-1',
  '0',
  '1e999',
  '9'.repeat(400),
  'A'.repeat(2_000),
  "1'%20OR%201=1",
  '%3Cscript%3E',
  'null',
  'undefined',
  '__proto__',
  '%E2%80%AE',
];
const QUERIES = [
  '',
  '?a=%zz',
  '?a=1&a=2&a[]=3&a[b]=4',
  `?q=${'x'.repeat(8_000)}`,
  '?__proto__[admin]=1',
  '?filter=%7B%22%24where%22%3A1%7D',
  '?page=-1&per_page=999999999',
  '?%ff%fe=%c3%28',
  '?&&&=&=',
];

/** Odd headers: garbage and forged credentials, forged identity, big ones. */
const HEADERS: ((token: string) => Record<string, string>)[] = [
  (token) => bearer(token),
  (token) => bearer(token),
  (token) => bearer(token),
  () => ({ authorization: 'Bearer ' + 'e'.repeat(10_000) }),
  () => ({ authorization: 'Bearer a.b.c' }),
  () => ({ authorization: 'Basic Zm9vOmJhcg==' }),
  () => ({ authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.' }),
  (token) => ({ ...bearer(token), 'x-bo-context': 'forged', 'x-forwarded-for': '1.2.3.4, ::1, garbage', 'x-forwarded-host': 'evil.test' }),
  // With the longest query, under Node's 16 KiB limit (which inject() skips); the socket test goes over it.
  (token) => ({ ...bearer(token), 'x-big': 'b'.repeat(4_000) }),
  (token) => ({ ...bearer(token), accept: '*/*;q=garbage', 'accept-encoding': 'gzip;q=2, br;q=-1', range: 'bytes=99999999-1' }),
  (token) => ({ ...bearer(token), 'content-length': '99999999999999999999', 'transfer-encoding': 'chunked' }),
];

/** The project's error shape (an upstream's answer passes through as it is, and the stubs use the same). */
function isErrorsAnswer(contentType: string | string[] | number | undefined, body: string): boolean {
  if (!String(contentType ?? '').startsWith('application/json')) return false;
  try {
    return Object.keys(JSON.parse(body) as object).includes('errors');
  } catch {
    return false;
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A URL for a call with each parameter replaced by an odd value (sometimes a plain one). */
function urlFor(random: () => number, call: ApiCall): string {
  const path = call.path.replace(/:[A-Za-z_]\w*/g, () => (random() < 0.3 ? '7' : pick(random, PARAMS))).replace(/\*$/, 'x');
  return path + pick(random, QUERIES);
}

function fuzzedRequest(random: () => number, call: ApiCall, token: string): InjectOptions {
  const body = pick(random, BODIES);
  const headers = { ...pick(random, HEADERS)(token), ...(body.headers ?? {}) };
  // A method's body is sent whether or not the call takes one: the gateway must cope either way.
  return { method: call.method, url: urlFor(random, call), headers, ...(body.payload === undefined ? {} : { payload: body.payload }) };
}

describe('fuzzing every catalogued call through the gateway', () => {
  let gw: TestGateway;
  let token: string;
  let throwaway: string;

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 2, role: 1, modules: [] },
        { id: 3, role: 3, modules: ['users'] },
      ],
    });
    token = await signIn(gw.app, 1);
    throwaway = await signIn(gw.app, 2);
  });
  afterAll(async () => {
    await gw.close();
  });

  it('answers thousands of malformed requests without a 5xx and without crashing', { timeout: 180_000 }, async () => {
    const random = mulberry32(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let count = 0;
    for (const call of apiCalls) {
      for (let i = 0; i < PER_CALL; i += 1) {
        const options = fuzzedRequest(random, call, SESSION_CHANGING.has(call.name) ? throwaway : token);
        const res = await gw.app.inject(options);
        count += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500)
          failures.push(
            `${options.method} ${String(options.url).slice(0, 120)} (${call.name}): ${res.statusCode} ${res.body.slice(0, 200)} ${Object.keys(options.headers ?? {}).join(',')}`,
          );
        else if (res.statusCode >= 400 && !isErrorsAnswer(res.headers['content-type'], res.body))
          failures.push(
            `${options.method} ${String(options.url).slice(0, 120)} (${call.name}): ${res.statusCode} not { errors }: ${res.body.slice(0, 200)}`,
          );
      }
    }
    console.log(
      `fuzz: ${count} malformed requests to ${apiCalls.length} calls (seed ${SEED}), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(apiCalls.length * PER_CALL);
    // No upstream connection is left taken: a bodiless call once forwarded its content-type, the upstream
    // waited for a body, and each such call held a pool connection until all 64 were gone (the gateway hung).
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const pool of Object.values(gw.app.upstreamPools)) expect(pool.stats.connected - pool.stats.free).toBe(0);
    // Still serving, and its own session store still answers.
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers odd text in any query or body of every call with a 4xx { errors }, never a 5xx', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    let count = 0;
    for (const call of apiCalls) {
      const url = call.path.replace(/:[A-Za-z_]\w*/g, '7').replace(/\*$/, 'x');
      const auth = bearer(SESSION_CHANGING.has(call.name) ? throwaway : token);
      const requests: InjectOptions[] = [
        ...ODD_TEXT_QUERIES.map((query) => ({ method: call.method, url: url + query, headers: auth })),
        ...ODD_TEXT_BODIES.map((body) => ({ method: call.method, url, headers: { ...auth, ...body.headers }, payload: body.payload })),
      ];
      for (const options of requests) {
        const res = await gw.app.inject(options);
        count += 1;
        if (res.statusCode >= 500 || (res.statusCode >= 400 && !isErrorsAnswer(res.headers['content-type'], res.body)))
          failures.push(
            `${options.method} ${String(options.url).slice(0, 80)} (${call.name}): ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
      }
    }
    console.log(`fuzz (odd text): ${count} requests to ${apiCalls.length} calls`);
    expect(failures).toEqual([]);
  });

  it('refuses a NUL in a query at the gateway, before anything is forwarded', async () => {
    const seen = gw.upstreams.admin.seen.length;
    const res = await gw.app.inject({ method: 'GET', url: '/api/suppliers?filter[name]=%00', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { 'filter[name]': [TEXT_MESSAGES.invalid] } });
    expect(gw.upstreams.admin.seen.length).toBe(seen);
    expect(gw.records.at(-1)).toMatchObject({ path: '/api/suppliers', status: 400, upstream: null });
  });

  it('refuses a NUL or a lone surrogate in the bodies the gateway reads itself (register, sign-in)', async () => {
    for (const [url, payload] of [
      ['/api/register', '{"name":"a\\u0000b","email":"odd@gateway.test","password":"0123456789"}'],
      ['/api/register', '{"name":"\\ud800x","email":"odd@gateway.test","password":"0123456789"}'],
      ['/api/login', '{"email":"admin1@gateway.test","password":"\\udc00"}'],
    ] as const) {
      const res = await gw.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: '10.3.0.1',
      });
      expect(res.statusCode, payload).toBe(400);
      expect(Object.values(res.json().errors as Record<string, string[]>)).toEqual([[TEXT_MESSAGES.invalid]]);
    }
  });

  it('answers a URL the router cannot read as { errors }, with the security headers and an access record', async () => {
    for (const url of ['/api/users/%zz/notes', '/api/user/%C3%28/offer-details?x=1']) {
      const res = await gw.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ errors: 'The URL is malformed.' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(gw.records.at(-1)).toMatchObject({ path: url.split('?')[0], status: 400, decision: 'deny', reason: 'bad-url' });
    }
  });

  it('answers 400, not 502, for a header value the proxy cannot pass on', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api/system-alerts',
      headers: { ...bearer(token), 'accept-language': 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: 'The request headers are malformed.' });
  });

  it('refuses over-sized headers and raw invalid bytes on a real socket, and keeps serving', { timeout: 60_000 }, async () => {
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (gw.app.server.address() as AddressInfo).port;
    const send = (path: string, headers: Record<string, string>): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const random = mulberry32(SEED + 1);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const call = pick(
        random,
        apiCalls.filter((c) => c.method === 'GET'),
      );
      const url = urlFor(random, call);
      // Node's own limit (16 KiB of headers) answers 431 before the gateway runs.
      statuses.push(await send(url, { ...bearer(token), 'x-huge': 'h'.repeat(20_000 + Math.floor(random() * 40_000)) }));
      statuses.push(await send(url.replace(/7/g, '\u00ff\u00fe'), bearer(token)));
    }
    console.log(`fuzz (socket): ${statuses.length} requests, statuses ${JSON.stringify([...new Set(statuses)])}`);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 431).length).toBe(40);
    expect(await send('/api/me', bearer(token))).toBe(200);
  });

  it("answers what Node's parser refuses as { errors } with the security headers, and chains its access record", async () => {
    if (!gw.app.server.listening) await gw.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (gw.app.server.address() as AddressInfo).port;
    /** One raw exchange: what the gateway wrote back before closing the socket. */
    const exchange = (bytes: string | Buffer): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const denied = { decision: 'deny', admin_id: null, acting_as: null, permission: null, upstream: null, client: '127.0.0.1' };
    const cases: [string | Buffer, string, string, Record<string, unknown>][] = [
      [
        `GET /api/me HTTP/1.1\r\nHost: x\r\nX-Huge: ${'h'.repeat(20_000)}\r\n\r\n`,
        '431',
        'The request headers are too large.',
        { ...denied, reason: 'headers-too-large', status: 431 },
      ],
      [
        'GARBAGE\r\n\r\n',
        '400',
        'The request is malformed.',
        { ...denied, reason: 'malformed-request', status: 400, method: '', path: '' },
      ],
      [
        'GET /api/me HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
        '400',
        'The request is malformed.',
        { ...denied, reason: 'malformed-request', status: 400, method: 'GET', path: '/api/me', query: null },
      ],
      // Control and non-ASCII bytes in the target: logged percent-encoded, never raw; a secret in the query masked.
      [
        Buffer.from('DELETE /api/users/\u0001\u001b[2J\u00ff/x?token=s3cret&page=2 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
        '400',
        'The request is malformed.',
        {
          ...denied,
          reason: 'malformed-request',
          status: 400,
          method: 'DELETE',
          path: '/api/users/%01%1B[2J%FF/x',
          query: 'token=%5Bredacted%5D&page=2',
        },
      ],
    ];
    const before = gw.records.length;
    for (const [bytes, status, message, record] of cases) {
      const answer = await exchange(bytes);
      const body = JSON.stringify({ errors: message });
      expect(answer.split('\r\n')[0]).toContain(` ${status} `);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(answer.toLowerCase()).toContain("frame-ancestors 'none'");
      expect(answer.toLowerCase()).toContain('strict-transport-security: max-age=');
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(body);
      const requestId = /\r\nx-request-id: ([0-9a-f-]{36})\r\n/i.exec(answer)?.[1];
      expect(requestId).toBeDefined();
      // Written before the socket closed: one record, in the chain, found by the id the client was given.
      const written = gw.records.at(-1)!;
      expect(written).toMatchObject({ ...record, request_id: requestId, bytes: Buffer.byteLength(body), user_agent: null });
      expect(new Date(written.time).toISOString()).toBe(written.time);
    }
    expect(gw.records.length - before).toBe(cases.length);
    // The header overflow is logged with its request line when the parser still held it, never with a guess.
    expect(['GET', '']).toContain(gw.records[before]!.method);
    const res = await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    // The whole chain holds, the refused records included: on the JSON lines and in gateway.access_log.
    const lines = verifyChain(gw.records);
    expect(lines.broken).toBeNull();
    expect(lines.checked).toBe(gw.records.length);
    await gw.app.accessLogStore!.flush();
    const rows: unknown[] = [];
    for await (const row of accessRecordsOfTable(gw.db)) rows.push(row);
    const table = verifyChain(rows);
    expect(table.broken).toBeNull();
    expect(table.checked).toBe(gw.records.length);
    const ids = gw.records.slice(before, before + cases.length).map((r) => r.request_id);
    const stored = await gw.db.query<{ reason: string }>('SELECT reason FROM gateway.access_log WHERE request_id = ANY($1) ORDER BY seq', [
      ids,
    ]);
    expect(stored.rows.map((r) => r.reason)).toEqual(['headers-too-large', 'malformed-request', 'malformed-request', 'malformed-request']);
  });
});
