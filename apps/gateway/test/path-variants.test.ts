import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  decide,
  FIXED_GRANT_HOLDERS,
  permissionCatalogue,
  PUBLIC,
  SIGNED_IN,
  type AdminPrincipal,
  type ApiCall,
} from '@bo/contract';
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
/** A super admin without fixed grants: nearly every call is allowed, so the upstream and permission it reaches show. */
const SUPER = { id: 311, role: 1 as const, permissions: { modules: [] as string[] } };

/** The permission the gateway checks a call with for this admin (plugins/app/authorize.ts), or null: refused. */
function permissionFor(admin: AdminPrincipal, call: ApiCall): string | null {
  if (call.permission === PUBLIC || call.permission === SIGNED_IN) return call.permission;
  return namesOf(call).find((name) => decide(admin, name, permissionCatalogue).allowed) ?? null;
}
const allowedToNarrow = (call: ApiCall): boolean => permissionFor(NARROW, call) !== null;

const concrete = (path: string): string => path.replace(/:[A-Za-z_]\w*/g, '7').replace(/\*$/, 'x');
const literalSegments = (call: ApiCall): number => call.path.split('/').filter((s) => !s.startsWith(':')).length;
/**
 * The catalogued call of this method whose pattern the raw URL spells canonically (the router
 * prefers a literal segment to a parameter), or null: then no spelling of it may pass.
 */
function ownerOf(method: string, url: string): ApiCall | null {
  const path = url.split('?')[0]!;
  const owners = apiCalls.filter((c) => c.method === method && isCanonicalApiPath(path, c.path));
  return owners.sort((a, b) => literalSegments(b) - literalSegments(a))[0] ?? null;
}

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
  for (const method of METHODS) if (!ownerOf(method, url)) variants.push({ method, url, why: `method ${method}` });
  return variants;
}

/** Parameter values holding percent-encoded characters, slashes included: each is still one segment, one value. */
const ENCODED_VALUES = ['a%2Fb', '7%2fnotes', '%2Fapi%2Fadmins', '7%5C7', 'x%2F%2F', 'a%20b%2B%26%3F'];

/** Every parameter of a call spelled in turn with each encoded value (the others 7). */
function encodedParametersOf(call: ApiCall): Variant[] {
  const params = call.path.match(/:[A-Za-z_]\w*/g) ?? [];
  return params.flatMap((param) =>
    ENCODED_VALUES.map((value) => ({
      method: call.method as Method,
      url: concrete(call.path.replace(param, value)),
      why: `${param} = ${value}`,
    })),
  );
}

describe('path and method variants of every catalogued call', () => {
  let gw: TestGateway;
  let token: string;
  let superToken: string;
  let port: number;
  // Kept alive: the gateway answers `connection: close` when it left a body unread, and the agent obeys.
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  /** Where each upstream's record of requests stands, and what it saw since. */
  const mark = (): number[] => Object.values(gw.upstreams).map((u) => u.seen.length);
  const seenSince = (marks: number[]): string[] =>
    Object.values(gw.upstreams).flatMap((u, i) => u.seen.slice(marks[i]).map((s) => `${s.method} ${s.url}`));
  const send = (v: Variant, bearerToken: string): Promise<{ status: number; body: string }> => {
    const withBody = v.method !== 'GET' && v.method !== 'HEAD';
    return rawRequest(
      agent,
      port,
      v.method,
      v.url,
      { ...bearer(bearerToken), ...(withBody ? { 'content-type': 'application/json' } : {}) },
      withBody ? '{}' : undefined,
    );
  };
  /** Runs the jobs on a few sockets at once. */
  const inParallel = async <T>(jobs: T[], run: (job: T) => Promise<void>): Promise<void> => {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < jobs.length) await run(jobs[next++]!);
    };
    await Promise.all(Array.from({ length: 4 }, worker));
  };

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [NARROW, SUPER].map((a) => ({ id: a.id, role: a.role, modules: a.permissions.modules })),
    });
    token = await signIn(gw.app, NARROW.id);
    superToken = await signIn(gw.app, SUPER.id);
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gw.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    agent.destroy();
    await gw.close();
  });

  it('reads the canonical form against the call pattern, segment by segment', () => {
    expect(isCanonicalApiPath('/api/users/7/notes', '/api/users/:id/notes')).toBe(true);
    expect(isCanonicalApiPath('/api/users/a.b/file.csv', '/api/users/:id/file.csv')).toBe(true);
    // An encoded slash (or any encoded character) inside a parameter is one value.
    for (const value of ['a%2Fb', 'a%2fb', '7%2fusers', 'AT%26T', '%2F', 'a%5Cb', 'x%2F%2F', '%2e%2e%2e', 'a%2e', 'caf%C3%A9'])
      expect(isCanonicalApiPath(`/api/user/users-by-carrier/${value}`, '/api/user/users-by-carrier/:carrier'), value).toBe(true);
    // Legacy calls catalogued with a trailing slash keep it, and only it.
    expect(isCanonicalApiPath('/api/ip-log/7/8/', '/api/ip-log/:a/:b/')).toBe(true);
    expect(isCanonicalApiPath('/api/ip-log/7/8//', '/api/ip-log/:a/:b/')).toBe(false);
    expect(isCanonicalApiPath('/api/ip-log/7/8', '/api/ip-log/:a/:b/')).toBe(false);
    for (const [path, pattern] of [
      ['/api/users/', '/api/users'],
      ['//api/users', '/api/users'],
      ['/api/./users', '/api/users'],
      ['/api/%2E%2e/users', '/api/:id/users'],
      ['/api/7%2fusers', '/api/7/users'],
      ['/api/users%2f7', '/api/users/:id'],
      ['/api%2fusers/7', '/api/users/:id'],
      ['/api/%75sers/7', '/api/users/:id'],
      ['/api/7%5Cx', '/api/7/x'],
      ['/api/a\\b', '/api/:id'],
      ['/api/7%00', '/api/:id'],
      ['/api/users//notes', '/api/users/:id/notes'],
      ['/api/users/../notes', '/api/users/:id/notes'],
      ['/api/users/%2e/notes', '/api/users/:id/notes'],
      ['/api/users/..%2f..%2fadmins', '/api/users/:id'],
      ['/api/users/7%2f..%2fapps', '/api/users/:id'],
      ['/api/users/7%5c..', '/api/users/:id'],
      ['/api/users/%2F..', '/api/users/:id'],
      ['/api/users/%zz', '/api/users/:id'],
    ] as const)
      expect(isCanonicalApiPath(path, pattern), `${path} for ${pattern}`).toBe(false);
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
    // A spelling that is another call's canonical form (`/a/7%2fb` is `/a/:id` with id 'a/b') is that call: checked below.
    const variants = upstreamCalls
      .flatMap((call) => variantsOf(call).map((v) => ({ call, ...v })))
      .filter((v) => !ownerOf(v.method, v.url));
    const leaks: string[] = [];
    const before = mark();
    // A variant that leaks shows in the upstreams' counters whatever its answer.
    await inParallel(variants, async (v) => {
      const res = await send(v, token);
      const own = allowedToNarrow(v.call) ? ', own call' : '';
      if (![403, 404, 405].includes(res.status)) leaks.push(`${v.method} ${v.url} (${v.call.name}, ${v.why}${own}): ${res.status}`);
      else if (v.method !== 'HEAD' && Object.keys(JSON.parse(res.body) as object).join() !== 'errors')
        leaks.push(`${v.method} ${v.url}: not an { errors } answer`);
    });
    const reached = seenSince(before);
    console.log(`path variants: ${variants.length} requests over ${upstreamCalls.length} calls, ${reached.length} upstream hits`);
    expect(leaks).toEqual([]);
    expect(reached).toEqual([]);
  });

  it(
    'an encoded parameter stays one value: the call it spells, with that permission and upstream, forwarded still encoded',
    { timeout: 180_000 },
    async () => {
      const spelled = [
        ...upstreamCalls.flatMap(encodedParametersOf),
        // The variants above that spell another call canonically.
        ...upstreamCalls.flatMap(variantsOf).filter((v) => ownerOf(v.method, v.url)),
      ];
      const jobs = spelled.flatMap((v) => {
        const call = ownerOf(v.method, v.url);
        if (!call) throw new Error(`${v.method} ${v.url} (${v.why}) spells no catalogued call`);
        return [NARROW, SUPER].map((admin) => ({ ...v, call, admin, permission: permissionFor(admin, call) }));
      });
      const wrong: string[] = [];
      const forwarded = new Set<string>();
      const before = mark();
      await inParallel(jobs, async (job) => {
        const res = await send(job, job.admin === SUPER ? superToken : token);
        const what = `admin ${job.admin.id}: ${job.method} ${job.url} (${job.call.name}, ${job.why})`;
        if (job.permission === null) {
          if (res.status !== 403) wrong.push(`${what}: ${res.status}, expected 403`);
          return;
        }
        forwarded.add(`${job.method} ${job.url}`);
        const echo = res.status === 200 ? (JSON.parse(res.body) as { upstream: string; path: string; permission: string }) : null;
        const expected = { upstream: job.call.upstream, path: job.url, permission: job.permission };
        if (!echo || echo.upstream !== expected.upstream || echo.path !== expected.path || echo.permission !== expected.permission)
          wrong.push(`${what}: ${res.status} ${res.body.slice(0, 200)}, expected ${JSON.stringify(expected)}`);
      });
      const allowed = jobs.filter((j) => j.permission !== null).length;
      const reached = seenSince(before);
      console.log(
        `encoded parameters: ${jobs.length} requests (${spelled.length} spellings x 2 admins) over ${upstreamCalls.length} calls, ${allowed} allowed and forwarded`,
      );
      expect(wrong).toEqual([]);
      // The upstreams saw exactly the allowed requests, each at the path as sent: nothing else got through.
      expect(reached).toHaveLength(allowed);
      expect(reached.filter((r) => !forwarded.has(r))).toEqual([]);
    },
  );

  it('logs a refused spelling as a deny', async () => {
    const call = upstreamCalls.find((c) => c.path.includes(':'))!;
    const url = call.path.replace(/:[A-Za-z_]\w*/, '..%2f..').replace(/:[A-Za-z_]\w*/g, '7');
    const res = await rawRequest(agent, port, call.method, url, bearer(token), call.method === 'GET' ? undefined : '{}');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ errors: `Unknown API call: ${call.method} ${url}` });
    expect(gw.records.at(-1)).toMatchObject({ path: url, decision: 'deny', reason: 'non-canonical-path' });
  });
});
