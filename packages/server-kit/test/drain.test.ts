import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@bo/db';
import { createService, signContext } from '../src/index.ts';

const SECRET = 'drain-test-context-secret-0123456789';
const headers = { 'x-bo-context': signContext({ adminId: 1, role: 1, originalAdminId: null, permission: 'x', requestId: 'r' }, SECRET) };

/** These routes never read the database; /ready (not called here) is the only reader. */
const noDatabase = { kind: 'pg', query: async () => ({ rows: [], rowCount: 0 }) } as unknown as Db;

describe('a stopping service', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close().catch(() => undefined);
  });

  async function start(drainMs: number, slowMs: number): Promise<string> {
    app = createService({ name: 'drain-test', db: noDatabase, contextSecret: SECRET, drainMs });
    app.get('/slow', async () => {
      await new Promise((done) => setTimeout(done, slowMs));
      return { done: true };
    });
    app.get('/pg-down', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  it('lets a call in flight finish within the drain', async () => {
    const url = await start(2000, 300);
    const slow = fetch(`${url}/slow`, { headers });
    await new Promise((done) => setTimeout(done, 100));
    const started = Date.now();
    await app.drain.stop();
    // Closed once the call is answered (its keep-alive connection is ended), not at the drain's end.
    expect(Date.now() - started).toBeLessThan(1500);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
  });

  it('answers a call still running at the deadline 503 in the errors shape, with Retry-After, and closes', async () => {
    const url = await start(300, 5000);
    const slow = fetch(`${url}/slow`, { headers });
    await new Promise((done) => setTimeout(done, 100));
    const started = Date.now();
    await app.drain.stop();
    expect(Date.now() - started).toBeLessThan(2500);
    const answer = await slow;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ errors: 'The server is shutting down' });
  });

  it('refuses a call that arrives while it stops with the same 503, not Fastify’s own body', async () => {
    await start(1000, 400);
    const slow = app.inject({ method: 'GET', url: '/slow', headers });
    const stopping = app.drain.stop();
    const late = await app.inject({ method: 'GET', url: '/slow', headers });
    expect(late.statusCode).toBe(503);
    expect(late.json()).toEqual({ errors: 'The server is shutting down' });
    expect(late.headers['retry-after']).toBe('5');
    await Promise.all([slow, stopping]);
  });

  it('answers a lost database 503 Database unavailable with Retry-After', async () => {
    const url = await start(1000, 0);
    const answer = await fetch(`${url}/pg-down`, { headers });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ errors: 'Database unavailable' });
  });
});
