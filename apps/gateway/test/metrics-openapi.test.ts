import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, PUBLIC, reports, resources } from '@bo/contract';
import type { FastifyRequest } from 'fastify';
import { metricsAllowed } from '@bo/server-kit';
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument, openApiPath } from '../src/openapi/document.ts';
import { schemaCoverage } from '../src/openapi/coverage.ts';
import { bearer, FIXTURE_CALLS, signIn, startTestGateway, type TestGateway } from './helper.ts';

const METRICS_TOKEN = 'metrics-test-token-0123456789abcdefghij';

/** A JSON answer of the document, down to a list answer's rows. */
interface JsonAnswer {
  content: Record<string, { schema: { properties: { data?: { type?: string; items: { title?: string; properties?: object } } } } }>;
}

describe('GET /metrics and GET /api/openapi.json', () => {
  let gw: TestGateway;
  let token: string;

  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }], gateway: { metricsToken: METRICS_TOKEN } });
    token = await signIn(gw.app, 1);
  });
  afterAll(async () => {
    await gw.close();
  });

  it('needs the metrics token and counts requests by permission and status, latency, websockets, proxy errors', async () => {
    const refused = await gw.app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: 'Unauthenticated!' });
    expect((await gw.app.inject({ method: 'GET', url: '/metrics', headers: bearer('wrong') })).statusCode).toBe(401);
    expect(gw.records.at(-1)).toMatchObject({ path: '/metrics', decision: 'deny', reason: 'metrics-token-missing' });

    await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    await gw.app.inject({ method: 'GET', url: '/api/admins', headers: bearer('x.y.z') });
    // An upstream that is down: the proxy answers 502 and counts it.
    await gw.upstreams.support.app.close();
    const down = await gw.app.inject({ method: 'GET', url: '/support/api/gateway-test/echo', headers: bearer(token) });
    expect(down.statusCode).toBe(502);

    const res = await gw.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('bo_gateway_requests_total{permission="@signed-in",status="200"} ');
    expect(text).toMatch(/bo_gateway_requests_total\{permission="none",status="401"\} 2\n/);
    expect(text).toContain('bo_gateway_requests_total{permission="admins,switch_account",status="401"} 1');
    expect(text).toContain('# TYPE bo_gateway_request_duration_seconds histogram');
    expect(text).toMatch(/bo_gateway_request_duration_seconds_bucket\{le="\+Inf"\} \d+/);
    expect(text).toContain('bo_gateway_proxy_errors_total{upstream="support"} 1');
    expect(text).toContain('bo_gateway_open_websockets 0');
    for (const name of [
      'pending',
      'lag_seconds',
      'database_failing',
      'written_total',
      'stored_as_text_total',
      'refused_total',
      'dropped_total',
    ])
      expect(text).toMatch(new RegExp(`^bo_access_log_${name} \\d`, 'm'));
    expect(gw.records.at(-1)).toMatchObject({ path: '/metrics', decision: 'allow', reason: 'metrics-token', status: 200 });
  });

  it('without METRICS_TOKEN, lets only this machine scrape, whatever X-Forwarded-For says', () => {
    const from = (address: string, headers: Record<string, string> = {}) =>
      ({ socket: { remoteAddress: address }, headers }) as unknown as FastifyRequest;
    expect(metricsAllowed(from('127.0.0.1'), null)).toEqual({ allowed: true, reason: 'loopback' });
    expect(metricsAllowed(from('::1'), null).allowed).toBe(true);
    expect(metricsAllowed(from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }), null)).toEqual({
      allowed: false,
      reason: 'not-loopback',
    });
    // With a token, the address no longer matters: only the token does.
    expect(metricsAllowed(from('127.0.0.1'), METRICS_TOKEN).allowed).toBe(false);
    expect(metricsAllowed(from('203.0.113.9', { authorization: `Bearer ${METRICS_TOKEN}` }), METRICS_TOKEN).allowed).toBe(true);
  });

  it('serves the OpenAPI document to signed-in admins only, listing every catalogued call', async () => {
    const anonymous = await gw.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    const res = await gw.app.inject({ method: 'GET', url: '/api/openapi.json', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.openapi).toBe('3.0.3');
    // The test gateway's catalogue (the contract plus the test fixtures): every call, once.
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(operations.length).toBe(apiCalls.length + FIXTURE_CALLS.length);
    for (const call of apiCalls) {
      const op = doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(op, `${call.method} ${call.path}`).toMatchObject({ operationId: call.name, 'x-permission': call.permission });
      // Issue 20: the public calls override the document's bearer requirement with an empty one.
      expect(op?.security).toEqual(call.permission === PUBLIC ? [] : [{ bearer: [] }, { session_cookie: [] }]);
    }
    // zod schemas where the contract has them.
    const login = doc.paths['/api/login']?.post as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(login.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(doc.paths['/api/user/{id}']).toBeDefined();
    // Issue 24: the SPA's cookie session beside bearer tokens; the calls that open a session take the header that asks for it.
    const schemes = (doc as unknown as { components: { securitySchemes: Record<string, Record<string, string>> } }).components
      .securitySchemes;
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.session_cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: '__Host-bo_session' });
    expect(schemes.session_cookie!.description).toContain('x-bo-session-cookie: 1');
    expect(doc.paths['/api/me']?.get?.security).toEqual([{ bearer: [] }, { session_cookie: [] }]);
    for (const [path, method] of [
      ['/api/login', 'post'],
      ['/api/login/passkey', 'post'],
      ['/api/switch-account', 'post'],
    ] as const)
      expect(doc.paths[path]?.[method]?.parameters, path).toContainEqual(
        expect.objectContaining({ name: 'x-bo-session-cookie', in: 'header' }),
      );
    expect(Object.keys(doc.paths['/api/login/sso/callback']?.get?.responses ?? {})).toEqual(['302', '4XX']);
  });

  it('is a valid OpenAPI document by an independent validator, with schemas and summaries from the calls (issue 20)', async () => {
    const doc = openApiDocument(apiCalls);
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    // The validator does refuse a broken document: an operation without responses.
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    delete broken.paths['/api/login']!.post!.responses;
    expect((await new Validator().validate(broken as never)).valid).toBe(false);

    const coverage = schemaCoverage(apiCalls);
    console.info(
      `OpenAPI schema coverage: ${coverage.bodies.described} of ${coverage.bodies.of} JSON bodies, ${coverage.answers.described} of ${coverage.answers.of} JSON answers`,
    );
    // Issue 20: every JSON body and every JSON answer is described by the call's schema (once 4 bodies and 257
    // answers, picked by hand in the gateway); a call added without its schemas fails here.
    expect(coverage.bodies.described).toBe(coverage.bodies.of);
    expect(coverage.answers.described).toBe(coverage.answers.of);

    const paths = doc.paths as Record<string, Record<string, { summary?: string; responses: Record<string, { content?: unknown }> }>>;
    // Register answers the account, never a token (it cannot sign in yet), with its 201.
    const register = paths['/api/register']?.post;
    expect(register?.summary).toBeTruthy();
    const registered = register?.responses['201']?.content as { 'application/json': { schema: { properties: object } } };
    expect(Object.keys(registered['application/json'].schema.properties)).toEqual(['admin']);
    // Path and query parameters are typed by the call's schemas.
    const notes = paths['/support/api/users/{userId}/notes/list']?.get as unknown as { parameters: { name: string; in: string }[] };
    expect(notes.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:userId', 'query:page', 'query:per_page']),
    );
  });

  it("describes the rows of every table screen's and report's list answer, a property per column (issue 20)", () => {
    const doc = openApiDocument(apiCalls) as { paths: Record<string, Record<string, { responses: Record<string, JsonAnswer> }>> };
    const tables = [...resources, ...reports.map((r) => r.resource)];
    expect(tables.length).toBeGreaterThan(100);
    for (const table of tables) {
      const call = apiCalls.find((c) => c.name === `${table.name}.list`)!;
      const answer = doc.paths[openApiPath(call.path)]?.get?.responses['200'];
      const rows = answer?.content['application/json']?.schema.properties.data;
      expect(rows?.type, table.name).toBe('array');
      expect(rows?.items.title, table.name).toBe(`${table.title} row`);
      expect(Object.keys(rows?.items.properties ?? {}), table.name).toEqual(table.columns.map((c) => c.key));
    }
  });
});
