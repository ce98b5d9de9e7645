import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, decide, FIXED_GRANT_HOLDERS, permissionCatalogue, PUBLIC, SIGNED_IN, type ApiCall } from '@bo/contract';
import { isCanonicalApiPath } from '../src/routes/proxy/canonical-path.ts';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** The upstream calls of the contract: every variant below is generated from them. */
const upstreamCalls = apiCalls.filter((c) => c.upstream !== 'gateway');
const namesOf = (call: ApiCall): string[] => (typeof call.permission === 'string' ? [call.permission] : [...call.permission]);

/** A narrow staff admin: one ordinary permission, so almost every call is another's. */
const NARROW_MODULE = [...new Set(upstreamCalls.flatMap(namesOf))].find(
  (p) => p !== PUBLIC && p !== SIGNED_IN && permissionCatalogue.has(p) && !FIXED_GRANT_HOLDERS.has(p),
)!;
const NARROW = { id: 310, role: 3 as const, permissions: { modules: [NARROW_MODULE] } };

const allowedToNarrow = (call: ApiCall): boolean =>
  call.permission === PUBLIC ||
  call.permission === SIGNED_IN ||
  namesOf(call).some((name) => decide(NARROW, name, permissionCatalogue).allowed);

const concrete = (path: string): string => path.replace(/:[A-Za-z_]\w*/g, '7').replace(/\*$/, 'x');
/** Whether some catalogued call of this method would take the URL: then it is that call (the matrix covers it), not a variant. */
const patternOf = (path: string): RegExp => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`);
const routes = apiCalls.map((c) => ({ method: c.method as string, pattern: patternOf(c.path) }));
const catalogued = (method: string, url: string): boolean => routes.some((r) => r.method === method && r.pattern.test(url));

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

/**
 * One request over a real socket, the path sent byte for byte: inject() parses the URL (WHATWG) and
 * would fold `..` and `%2e` away before the gateway ever saw them.
 */
function rawRequest(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // An explicit length: Node sends a DELETE or OPTIONS body neither chunked nor measured otherwise.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest({ agent, host: '127.0.0.1', port, method, path, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Variant {
  method: Method;
  url: string;
  why: string;
}

/** Spellings of a call's URL that must never be forwarded: each either is refused or stays unrouted. */
function variantsOf(call: ApiCall): Variant[] {
  const url = concrete(call.path);
  const segments = url.split('/');
  const last = segments.at(-1)!;
  const parent = segments.slice(0, -1).join('/');
  const upper = url.replace(/\/api\b/, '/API');
  const spellings: [string, string][] = [
    [`${url}/`, 'trailing slash'],
    [`${url}//`, 'double trailing slash'],
    [url.replace(/^\//, '//'), 'leading //'],
    [url.replace(/\/([^/]+)$/, '//$1'), '// before the last segment'],
    [`${parent}/./${last}`, '. segment'],
    [`${parent}/x/../${last}`, '.. segment'],
    [`${parent}/%2e/${last}`, '%2e segment'],
    [`${parent}/x/%2e%2e/${last}`, '%2e%2e segment'],
    [`${parent}/x/%2E%2e/${last}`, 'upper %2E%2e segment'],
    [`${parent}%2f${last}`, '%2f for the last slash'],
    [`${parent}%2F${last}`, '%2F for the last slash'],
    [`${url}%2f..%2f..`, '%2f.. tail'],
    [`${url}/..%2f..%2fadmins`, '..%2f traversal'],
    [`${parent}%5c${last}`, '%5c (backslash)'],
    [`${url}%00`, 'NUL'],
    [upper, 'upper-case prefix'],
    [url.toUpperCase(), 'upper-case path'],
  ];
  const variants: Variant[] = spellings.filter(([u]) => u !== url).map(([u, why]) => ({ method: call.method as Method, url: u, why }));
  // Every parameter as a traversal into the catalogue: the route matches, the value must not pass.
  if (call.path.includes(':')) {
    for (const value of ['..', '%2e%2e', '..%2f..%2fadmins', '7%2f..%2fapps', '.', '7%5c..']) {
      variants.push({
        method: call.method as Method,
        url: call.path.replace(/:[A-Za-z_]\w*/, value).replace(/:[A-Za-z_]\w*/g, '7'),
        why: `parameter ${value}`,
      });
    }
  }
  for (const method of METHODS) if (!catalogued(method, url)) variants.push({ method, url, why: `method ${method}` });
  return variants;
}

describe('path and method variants of every catalogued call', () => {
  let gw: TestGateway;
  let token: string;
  let port: number;
  // Kept alive: the gateway answers `connection: close` when it left a body unread, and the agent obeys.
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const hits = (): number => Object.values(gw.upstreams).reduce((n, u) => n + u.seen.length, 0);

  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: NARROW.id, role: NARROW.role, modules: NARROW.permissions.modules }] });
    token = await signIn(gw.app, NARROW.id);
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gw.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await gw.close();
  });

  it('reads the canonical form', () => {
    expect(isCanonicalApiPath('/api/users/7/notes')).toBe(true);
    expect(isCanonicalApiPath('/api/users/a.b/file.csv')).toBe(true);
    // Legacy calls catalogued with a trailing slash keep it, and only it.
    expect(isCanonicalApiPath('/api/ip-log/7/8/', true)).toBe(true);
    expect(isCanonicalApiPath('/api/ip-log/7/8//', true)).toBe(false);
    for (const path of [
      '/api/users/',
      '//api/users',
      '/api/./users',
      '/api/%2E%2e/users',
      '/api/7%2fusers',
      '/api/7%5Cx',
      '/api/a\\b',
      '/api/7%00',
    ])
      expect(isCanonicalApiPath(path), path).toBe(false);
  });

  it('the narrow admin reaches its own calls in the canonical form', async () => {
    const own = upstreamCalls.filter((c) => namesOf(c).includes(NARROW_MODULE));
    expect(own.length).toBeGreaterThan(0);
    for (const call of own) {
      const res = await rawRequest(
        agent,
        port,
        call.method,
        concrete(call.path),
        { ...bearer(token), 'content-type': 'application/json' },
        call.method === 'GET' ? undefined : '{}',
      );
      expect(res.status, call.name).toBe(200);
    }
  });

  it('refuses every variant with 403/404/405 and never reaches an upstream', { timeout: 180_000 }, async () => {
    const variants = upstreamCalls.flatMap((call) => variantsOf(call).map((v) => ({ call, ...v })));
    const leaks: string[] = [];
    const before = hits();
    // A few sockets at once; a variant that leaks shows in the upstreams' counters whatever its answer.
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < variants.length) {
        const v = variants[next++]!;
        const withBody = v.method !== 'GET' && v.method !== 'HEAD';
        const res = await rawRequest(
          agent,
          port,
          v.method,
          v.url,
          { ...bearer(token), ...(withBody ? { 'content-type': 'application/json' } : {}) },
          withBody ? '{}' : undefined,
        );
        const own = allowedToNarrow(v.call) ? ', own call' : '';
        if (![403, 404, 405].includes(res.status)) leaks.push(`${v.method} ${v.url} (${v.call.name}, ${v.why}${own}): ${res.status}`);
        else if (v.method !== 'HEAD' && Object.keys(JSON.parse(res.body) as object).join() !== 'errors')
          leaks.push(`${v.method} ${v.url}: not an { errors } answer`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const reached = Object.values(gw.upstreams).flatMap((u) => u.seen.slice(-(hits() - before)).map((s) => `${s.method} ${s.url}`));
    console.log(`path variants: ${variants.length} requests over ${upstreamCalls.length} calls, ${hits() - before} upstream hits`);
    expect(leaks).toEqual([]);
    expect(hits() - before, reached.join('\n')).toBe(0);
  });

  it('logs a refused spelling as a deny', async () => {
    const call = upstreamCalls.find((c) => c.path.includes(':'))!;
    const url = call.path.replace(/:[A-Za-z_]\w*/, '..%2f..').replace(/:[A-Za-z_]\w*/g, '7');
    const res = await rawRequest(agent, port, call.method, url, bearer(token), call.method === 'GET' ? undefined : '{}');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ errors: `Unknown API call: ${call.method} ${url}` });
    expect(gw.records.at(-1)).toMatchObject({ path: url, decision: 'deny', reason: 'non-canonical-path' });
  });
});
