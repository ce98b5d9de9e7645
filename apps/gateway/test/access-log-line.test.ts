import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLinesAccessLog } from '../src/audit/json-lines-sink.ts';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** The default stdout sink, fed by real requests; the lines are kept to be parsed. */
describe('access log on stdout', () => {
  let gw: TestGateway;
  const lines: string[] = [];

  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [{ id: 1, role: 1, modules: [] }],
      gateway: { accessLog: jsonLinesAccessLog({ write: (line: string) => lines.push(line) }) },
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('writes each request as one line of valid JSON starting with the access marker', async () => {
    const token = await signIn(gw.app, 1);
    const res = await gw.app.inject({ method: 'GET', url: '/chat/api/gateway-test/echo?page=2', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line.endsWith('\n')).toBe(true);
      expect(line.slice(0, -1)).not.toContain('\n');
      expect(line.startsWith('{"log":"access","time":"')).toBe(true);
    }
    const last = JSON.parse(lines.at(-1) as string) as Record<string, unknown>;
    expect(last).toMatchObject({
      log: 'access',
      request_id: res.headers['x-request-id'],
      admin_id: 1,
      method: 'GET',
      path: '/chat/api/gateway-test/echo',
      query: 'page=2',
      status: 200,
      upstream: 'chat',
    });
    expect(new Date(last.time as string).toISOString()).toBe(last.time);
    expect(JSON.stringify(last)).not.toContain(token);
  });
});
