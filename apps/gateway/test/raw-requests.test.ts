import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../src/audit/verify.ts';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

/** Issue 14, item 4: every request gets an answer and a record, also those Node keeps from Fastify. */
describe('requests Node answers outside Fastify', () => {
  let gw: TestGateway;
  let port: number;

  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }] });
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    port = (gw.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await gw.close();
  });

  /** One raw exchange: what the gateway wrote back before the socket closed. */
  const exchange = (bytes: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  const bodyOf = (answer: string): string => answer.slice(answer.indexOf('\r\n\r\n') + 4);
  const requestIdOf = (answer: string): string | undefined => /\r\nx-request-id: ([0-9a-f-]{36})\r\n/i.exec(answer)?.[1];

  it('answers CONNECT with 405 { errors } and records it, instead of closing without a word', async () => {
    const before = gw.records.length;
    const answer = await exchange('CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\nUser-Agent: probe\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(bodyOf(answer)).toBe(JSON.stringify({ errors: 'The method CONNECT is not allowed.' }));
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(gw.records.length - before).toBe(1);
    expect(gw.records.at(-1)).toMatchObject({
      request_id: requestIdOf(answer),
      method: 'CONNECT',
      path: 'internal.example:443',
      status: 405,
      decision: 'deny',
      reason: 'method-not-allowed',
      client: '127.0.0.1',
      user_agent: 'probe',
      admin_id: null,
    });
  });

  it("logs personal data in a refused request's query as its keyed hash, as on every record", async () => {
    const answer = await exchange('GET /api/users?filter[email]=alice%40example.com HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 417 Expectation Failed');
    const record = gw.records.find((r) => r.request_id === requestIdOf(answer))!;
    expect(record.query).toMatch(/^filter%5Bemail%5D=hmac-[0-9a-f]{32}$|^filter\[email\]=hmac-[0-9a-f]{32}$/);
    expect(record.query).not.toMatch(/alice/i);
  });

  it('answers an Expect header it cannot meet with 417 { errors } and a record', async () => {
    const answer = await exchange('POST /api/login HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 417 Expectation Failed');
    expect(bodyOf(answer)).toBe(JSON.stringify({ errors: 'The Expect header cannot be met.' }));
    expect(answer.toLowerCase()).toContain("frame-ancestors 'none'");
    expect(gw.records.at(-1)).toMatchObject({
      request_id: requestIdOf(answer),
      method: 'POST',
      path: '/api/login',
      status: 417,
      reason: 'expectation-failed',
    });
  });

  it('keeps serving, and the chain holds with these records in it', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await signIn(gw.app, 1)) });
    expect(res.statusCode).toBe(200);
    const report = verifyChain(gw.records);
    expect(report.broken).toBeNull();
    expect(report.checked).toBe(gw.records.length);
  });
});
