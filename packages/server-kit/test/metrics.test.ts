import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '@bo/db';
import { createService } from '../src/index.ts';
import { contextSigner } from '../src/testing.ts';

const SECRET = 'metrics-test-context-secret-0123456789';
const TOKEN = 'metrics-test-token-abcdefghijklmnopqrstuvwxyz';

/** A pg-like database whose pool reports 4 connections, 3 idle, 1 caller waiting. */
const pooled = {
  kind: 'pg',
  query: async () => ({ rows: [], rowCount: 0 }),
  poolStats: () => ({ total: 4, idle: 3, waiting: 1 }),
} as unknown as Db;

describe('GET /metrics on an upstream (prom-client)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app?.close();
  });

  async function start(metricsToken: string | null): Promise<FastifyInstance> {
    app = createService({ name: 'metrics-test', db: pooled, contextSecret: SECRET, metricsToken });
    app.get('/api/things/:id', async () => ({ data: [] }));
    await app.ready();
    return app;
  }

  it('serves process, event loop, GC, HTTP by route pattern and status, and the pool, to this machine without a gateway context', async () => {
    await start(null);
    const headers = contextSigner(SECRET)({ adminId: 1 });
    await request(app.server).get('/api/things/41').set(headers).expect(200);
    await request(app.server).get('/api/things/42').set(headers).expect(200);
    await request(app.server).get('/api/things/43').expect(401);

    const res = await request(app.server).get('/metrics').expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
    ])
      expect(res.text).toContain(`# TYPE ${name}`);
    // The route's pattern, never the ids: one series for both calls.
    expect(res.text).toContain('bo_http_requests_total{route="/api/things/:id",method="GET",status="200"} 2');
    expect(res.text).toContain('bo_http_requests_total{route="/api/things/:id",method="GET",status="401"} 1');
    expect(res.text).toMatch(/bo_http_request_duration_seconds_count\{route="\/api\/things\/:id"\} 3/);
    expect(res.text).toContain('bo_db_pool_connections{state="total"} 4');
    expect(res.text).toContain('bo_db_pool_connections{state="idle"} 3');
    expect(res.text).toContain('bo_db_pool_connections{state="waiting"} 1');
  });

  it('with METRICS_TOKEN, answers only its bearer, 401 with the framework message otherwise', async () => {
    await start(TOKEN);
    const refused = await request(app.server).get('/metrics').expect(401);
    expect(refused.body).toEqual({ errors: 'Unauthenticated!' });
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    await request(app.server).get('/metrics').set('authorization', 'Bearer wrong').expect(401);
    const res = await request(app.server).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.text).toContain('# TYPE process_cpu_seconds_total counter');
  });
});
