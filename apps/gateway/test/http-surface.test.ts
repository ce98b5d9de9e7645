import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** The security headers every answer carries, whoever produced it. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = String(res.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self';",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/wss?:/);
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBeTruthy();
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

/** No HTML error pages, no stacks: always `{ errors }` JSON. */
function expectErrorJson(res: LightMyRequestResponse): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['errors']);
  expect(res.body).not.toMatch(/ at .*\.(ts|js):\d+|<html/i);
}

describe('HTTP surface: security headers, errors, SPA, probes', () => {
  let gw: TestGateway;
  let token: string;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gateway-spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    // What apps/web/precompress.ts writes beside a text asset.
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log("app")'));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }], gateway: { webDistDir: dist } });
    token = await signIn(gw.app, 1);
  });
  afterAll(async () => {
    await gw.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sets the security headers on a success, a proxied answer, a 401, a 404 and the SPA', async () => {
    const ok = await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok);
    const proxied = await gw.app.inject({ method: 'GET', url: '/chat/api/gateway-test/echo', headers: bearer(token) });
    expect(proxied.statusCode).toBe(200);
    expectSecurityHeaders(proxied);
    const unauthenticated = await gw.app.inject({ method: 'GET', url: '/api/me' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['www-authenticate']).toBe('Bearer');
    expectSecurityHeaders(unauthenticated);
    const unknown = await gw.app.inject({ method: 'GET', url: '/api/none', headers: bearer(token) });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown);
    const notFound = await gw.app.inject({ method: 'DELETE', url: '/somewhere' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound);
    expectSecurityHeaders(await gw.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }));
  });

  it('answers malformed JSON with 400 {errors}', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expectErrorJson(res);
    expect(typeof res.json().errors).toBe('string');
  });

  it('refuses JSON over 1 MiB, at the gateway and on the way to an upstream', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_048_576) });
    const own = await gw.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: big });
    expect(own.statusCode).toBe(413);
    expect(own.json()).toEqual({ errors: 'Request body is too large (limit 1048576 bytes).' });
    const proxied = await gw.app.inject({
      method: 'POST',
      url: '/api/gateway-test/echo',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: big,
    });
    expect(proxied.statusCode).toBe(413);
    expect(proxied.json()).toEqual({ errors: 'Request body is too large (limit 1048576 bytes).' });
  });

  it('serves the SPA: files, history-mode fallback for HTML navigations, JSON 404 otherwise', async () => {
    const root = await gw.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toBe(INDEX_HTML);
    const deep = await gw.app.inject({
      method: 'GET',
      url: '/user/12345?tab=notes',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toBe(INDEX_HTML);
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await gw.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await gw.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);

    for (const url of ['/ws', '/health/deep', '/api/unknown-page', '/chat/api/x', '/support/api/y']) {
      const res = await gw.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expectErrorJson(res);
    }
    const jsonClient = await gw.app.inject({ method: 'GET', url: '/user/12345', headers: { accept: 'application/json' } });
    expect(jsonClient.statusCode).toBe(404);
    expect(jsonClient.json()).toEqual({ errors: 'Not found: GET /user/12345' });
    const missingAsset = await gw.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expectErrorJson(missingAsset);
  });

  it('sends the precompressed asset the browser accepts, and the plain one otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const br = await gw.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');
    const gz = await gw.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("app")');
    const plain = await gw.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the probes', async () => {
    const health = await gw.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await gw.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    // With the access log's database copy: how far it is behind the stdout copy.
    expect(ready.json()).toEqual({
      status: 'ready',
      access_log: { pending: expect.any(Number), lag_seconds: expect.any(Number), failing: false },
    });
  });

  it('sends a request id on every answer and never trusts the client one', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'client-chosen' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
