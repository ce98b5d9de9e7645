import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

const MiB = 1_048_576;

/** Polls until `read()` stops changing (the stream stalled on backpressure); no timing is asserted. */
async function settled(read: () => number): Promise<number> {
  let last = -1;
  let same = 0;
  while (same < 5) {
    await new Promise((resolve) => setTimeout(resolve, 40));
    const now = read();
    same = now === last ? same + 1 : 0;
    last = now;
  }
  return last;
}

// A garbage collector on demand, so memory samples count what is held rather than what awaits collection.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** JS heap plus Buffer memory still held after a full collection. */
const heldMemory = (): number => {
  collectGarbage();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe('proxy to the upstreams', () => {
  let gw: TestGateway;
  let token: string;
  let base: string;

  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }] });
    token = await signIn(gw.app, 1);
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gw.close();
  });

  it('forwards method, path and query unchanged, with the context and request id, and without the client credentials', async () => {
    const url = '/api/gateway-test/echo?filter%5BuserId%5D=5&orderBy=id&q=%20a+b&empty=';
    const res = await gw.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(token),
        cookie: 'sid=abc',
        'x-bo-context': 'forged.context',
        'x-request-id': 'client-id',
        'x-forwarded-for': '6.6.6.6',
        connection: 'keep-alive, x-hop-secret',
        'x-hop-secret': 'dropped',
        'x-custom': 'kept',
        'content-type': 'application/json',
      },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, path: url, permission: '@signed-in', admin_id: 1, original_admin_id: null });
    const seen = gw.upstreams.admin.seen.filter((s) => s.url === url).at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-hop-secret']).toBeUndefined();
    expect(seen.headers['x-bo-context']).not.toBe('forged.context');
    expect(seen.headers['x-request-id']).toBe(res.headers['x-request-id']);
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-custom']).toBe('kept');
  });

  it('streams a 50 MB export through with backpressure, never holding it', async () => {
    const total = 50 * MiB;
    const produced = gw.upstreams.admin.produced;
    const baseline = heldMemory();
    let peak = baseline;
    const res = await request(`${base}/api/gateway-test/large-export?bytes=${total}`, { headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="big.csv"');
    expect(res.headers['content-security-policy']).toBeTruthy();
    // Nobody reads yet: the upstream must stall far from the end, the gateway holding nothing.
    const stalledAt = await settled(() => produced.bytes);
    expect(stalledAt).toBeLessThan(total / 4);
    peak = Math.max(peak, heldMemory());
    let received = 0;
    for await (const chunk of res.body) {
      received += (chunk as Buffer).length;
      if (received % (4 * MiB) < 65_536) peak = Math.max(peak, heldMemory());
    }
    expect(received).toBe(total);
    expect(produced.bytes).toBe(total);
    // Loose: holding the body would add its 50 MB; streaming holds a few buffers.
    expect(peak - baseline).toBeLessThan(total / 2);
    const record = gw.records.filter((r) => r.path === '/api/gateway-test/large-export').at(-1)!;
    expect(record.bytes).toBe(total);
    expect(record.upstream).toBe('admin');
  });

  it('streams an upload to the upstream within the call limit and refuses one over it', async () => {
    const size = 10 * MiB;
    const upload = await request(`${base}/api/gateway-test/upload`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      body: Readable.from(
        (function* () {
          for (let sent = 0; sent < size; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 'y');
        })(),
      ),
    });
    expect(upload.statusCode).toBe(200);
    expect(await upload.body.json()).toEqual({ bytes: size });

    const declared = await request(`${base}/api/gateway-test/upload`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(21 * MiB) },
      body: Buffer.alloc(21 * MiB),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.headers.connection).toBe('close');
    expect(await declared.body.json()).toEqual({ errors: `Request body is too large (limit ${20 * MiB} bytes).` });

    // No content-length: the limit is enforced on the bytes as they stream.
    const chunked = await request(`${base}/api/gateway-test/echo`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: Readable.from(
        (function* () {
          for (let sent = 0; sent < 2 * MiB; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, ' ');
        })(),
      ),
    });
    expect(chunked.statusCode).toBe(413);
    expect(await chunked.body.json()).toEqual({ errors: `Request body is too large (limit ${MiB} bytes).` });
    expect(gw.records.filter((r) => r.status === 413)).toHaveLength(2);
  });

  it('records a call the browser abandoned before the answer, once, as 499 (not as an upstream failure)', async () => {
    const controller = new AbortController();
    const pending = request(`${base}/api/gateway-test/slow?ms=2000`, { headers: bearer(token), signal: controller.signal });
    await expect.poll(() => gw.upstreams.admin.seen.some((s) => s.url.startsWith('/api/gateway-test/slow'))).toBe(true);
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect
      .poll(() => gw.records.find((r) => r.path === '/api/gateway-test/slow'))
      .toMatchObject({ status: 499, decision: 'allow', upstream: 'admin' });
    // Once: the record of the close is not written again when the handler ends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gw.records.filter((r) => r.path === '/api/gateway-test/slow')).toHaveLength(1);
  });

  it('records an export the browser abandoned mid-stream with the status sent and the bytes that got out', async () => {
    const total = 20 * MiB;
    const res = await request(`${base}/api/gateway-test/large-export?bytes=${total}&abandoned=1`, { headers: bearer(token) });
    let received = 0;
    for await (const chunk of res.body) {
      received += (chunk as Buffer).length;
      if (received > MiB) break;
    }
    const path = '/api/gateway-test/large-export';
    await expect.poll(() => gw.records.find((r) => r.path === path && r.query?.includes('abandoned'))).toMatchObject({ status: 200 });
    const record = gw.records.find((r) => r.path === path && r.query?.includes('abandoned'))!;
    expect(record.bytes).toBeGreaterThan(0);
    expect(record.bytes).toBeLessThan(total);
  });

  it('adds no more close listeners to an answer than Node allows before it warns of a leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      for (const path of ['/api/gateway-test/large-export?bytes=1000', '/api/gateway-test/slow?ms=1']) {
        const res = await request(`${base}${path}`, { headers: bearer(token) });
        await res.body.text();
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });

  it('passes upstream statuses and error bodies through', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/chat/api/gateway-test/echo', headers: bearer(token) });
    expect(res.json()).toMatchObject({ upstream: 'chat' });
  });

  it('sends a small answer whole, with its length, and counts its bytes in the access log', async () => {
    const res = await request(`${base}/api/gateway-test/echo`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: '{}',
    });
    const text = await res.body.text();
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toMatchObject({ ok: true, upstream: 'admin' });
    const id = res.headers['x-request-id'];
    await expect.poll(() => gw.records.find((r) => r.request_id === id)?.bytes).toBe(Buffer.byteLength(text));
  });

  it('answers 502 when an upstream breaks off a small answer, instead of passing half of it on', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/gateway-test/broken-off', headers: bearer(token) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ errors: 'Upstream admin unavailable' });
    await expect.poll(() => gw.records.find((r) => r.request_id === res.headers['x-request-id'])?.status).toBe(502);
  });

  it('answers 502 naming the upstream when it is down', async () => {
    await gw.upstreams.support.app.close();
    const res = await gw.app.inject({ method: 'GET', url: '/support/api/gateway-test/echo', headers: bearer(token) });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ errors: 'Upstream support unavailable' });
  });
});
