import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  MULTI_SEARCH_MAX_INPUTS,
  MULTI_SEARCH_MESSAGES,
  usersResource,
  ZUserBulkStatusAnswer,
  type MultiSearchClickRow,
  type MultiSearchUserRow,
} from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

/** Multi Search Users and Multi Search Clicks (specification 04, section 7) on the full demo. */
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 180_000);
afterAll(() => stack?.close());

type Answer<T> = { data: T[]; not_found: string[] };
const one = async <T>(sql: string) => (await stack.db.query<T>(sql)).rows[0]!;

/** A multipart body with the typed text and a CSV file, as the SPA's file filter sends it. */
function multipart(inputs: string, csv: string): { payload: string; headers: Record<string, string> } {
  const boundary = 'multi-search-boundary';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n${inputs}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="values.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('Multi Search Users', () => {
  it('resolves ids, e-mails, user hashes and IPs at once and names the values not found', async () => {
    const u14 = await one<{ email: string; hash: string }>('SELECT email, hash FROM admin.users WHERE id = 14');
    const ip = await one<{ ip: string; users: number }>(
      'SELECT host(ip) AS ip, count(DISTINCT user_id)::int AS users FROM admin.ip_logs GROUP BY ip ORDER BY 2 DESC, 1 LIMIT 1',
    );
    const inputs = ['11', u14.email.toUpperCase(), u14.hash, ip.ip, '99999999', 'nobody@nowhere.test', 'no-such-hash'];
    const { status, body } = await stack.direct('POST', '/api/multi-search-users', { inputs });
    expect(status).toBe(200);
    const answer = body as Answer<MultiSearchUserRow>;
    expect(answer.not_found).toEqual(['99999999', 'nobody@nowhere.test', 'no-such-hash']);
    const byInput = (input: string) => answer.data.filter((r) => r.input === input);
    expect(byInput('11')).toMatchObject([{ user_id: 11, matched_by: 'id', status: 2 }]);
    // Case does not matter; 14's related accounts share its e-mail, so they are found too.
    const sameEmail = await stack.db.query<{ id: number }>('SELECT id::int FROM admin.users WHERE lower(email) = lower($1) ORDER BY id', [
      u14.email,
    ]);
    expect(byInput(u14.email.toUpperCase()).map((r) => [r.user_id, r.matched_by])).toEqual(sameEmail.rows.map((r) => [r.id, 'email']));
    expect(sameEmail.rows.map((r) => r.id)).toContain(14);
    expect(byInput(u14.hash)).toMatchObject([{ user_id: 14, matched_by: 'hash' }]);
    expect(byInput(ip.ip)).toHaveLength(ip.users);
    // Rows follow the order the values were given.
    expect([...new Set(answer.data.map((r) => r.input))]).toEqual(inputs.slice(0, 4));
  });

  it('shows balance in dollars and the completes counted from the clicks', async () => {
    const expected = await one<{ usd: number; completes: number }>(
      `SELECT round(u.balance::numeric / coalesce(a.points_divisor, a.exchange_rate), 2)::float8 AS usd,
         (SELECT count(*)::int FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1) AS completes
       FROM admin.users u JOIN core.apps a ON a.id = u.app_id WHERE u.id = 29`,
    );
    const { body } = await stack.direct('POST', '/api/multi-search-users', { inputs: ['29'] });
    expect((body as Answer<MultiSearchUserRow>).data[0]).toMatchObject({ balance_usd: expected.usd, completes: expected.completes });
    expect(expected.completes).toBeGreaterThan(0);
  });

  it('takes a file with a header row and the typed values together (multipart)', async () => {
    const { payload, headers } = multipart('11, 14', 'user_id\n17\n29\n123456789\n');
    const token = await stack.tokenOf(1);
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/multi-search-users',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer<MultiSearchUserRow>;
    expect(answer.data.map((r) => r.user_id)).toEqual([11, 14, 17, 29]);
    // The header row (user_id) is not a value.
    expect(answer.not_found).toEqual(['123456789']);
  });

  it('puts the users found in Review with the bulk call of /users, and the same search then shows them so', async () => {
    const active = await stack.db.query<{ id: string; email: string }>(
      `SELECT id::text, email FROM admin.users u WHERE status = 1 AND email IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM admin.users x WHERE lower(x.email) = lower(u.email) AND x.id <> u.id) ORDER BY id DESC LIMIT 2`,
    );
    const [a, b] = active.rows;
    // One user by id and by e-mail (two rows, one user), another by id.
    const inputs = [a!.id, a!.email, b!.id];
    const search = async () =>
      (await stack.viaGateway(1, 'POST', '/api/multi-search-users', { inputs })).body as Answer<MultiSearchUserRow>;
    const found = [...new Set((await search()).data.map((r) => r.user_id))];
    expect(found.sort()).toEqual([Number(a!.id), Number(b!.id)].sort());
    const [review] = usersResource.bulkActions!.filter((x) => x.label === 'Review');
    const call = apiCalls.find((c) => c.name === review!.call)!;
    const body = { [review!.idsField]: found, ...review!.values, comment: 'Found by multi search' };
    expect((await stack.viaGateway(200, call.method, call.path, body)).status).toBe(403);
    const done = await stack.viaGateway(1, call.method, call.path, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(ZUserBulkStatusAnswer.parse(done.body).data.changed).toBe(2);
    expect(new Set((await search()).data.map((r) => r.status))).toEqual(new Set([4]));
  });

  it('refuses an empty list and more than the maximum, with the message', async () => {
    expect(await stack.direct('POST', '/api/multi-search-users', { inputs: [] })).toEqual({
      status: 400,
      body: { errors: { inputs: [MULTI_SEARCH_MESSAGES.noInputs] } },
    });
    const many = Array.from({ length: MULTI_SEARCH_MAX_INPUTS + 1 }, (_, i) => String(i + 1));
    expect(await stack.direct('POST', '/api/multi-search-users', { inputs: many })).toEqual({
      status: 400,
      body: { errors: { inputs: [MULTI_SEARCH_MESSAGES.tooMany(MULTI_SEARCH_MAX_INPUTS)] } },
    });
  });
});

describe('Multi Search Clicks', () => {
  it('resolves click ids and supplier hashes (that user’s completes at that supplier), and names the rest', async () => {
    const click = await one<{ id: string }>('SELECT id::text FROM admin.clicks WHERE status = 1 ORDER BY id LIMIT 1');
    const hash = await one<{ hash: string; user_id: string; supplier_id: number; completes: number }>(
      `SELECT h.hash, h.user_id::text, h.supplier_id, count(c.id)::int AS completes FROM admin.user_supplier_hashes h
       JOIN admin.clicks c ON c.user_id = h.user_id AND c.supplier_id = h.supplier_id AND c.status = 1
       GROUP BY h.hash, h.user_id, h.supplier_id ORDER BY count(c.id) DESC, h.hash LIMIT 1`,
    );
    const { status, body } = await stack.direct('POST', '/api/multi-search-clicks', { inputs: [click.id, hash.hash, '999999999', 'nope'] });
    expect(status).toBe(200);
    const answer = body as Answer<MultiSearchClickRow>;
    expect(answer.not_found).toEqual(['999999999', 'nope']);
    expect(answer.data.filter((r) => r.input === click.id)).toMatchObject([
      { click_id: Number(click.id), matched_by: 'click_id', status: 1 },
    ]);
    const ofHash = answer.data.filter((r) => r.input === hash.hash);
    expect(ofHash).toHaveLength(hash.completes);
    expect(ofHash.every((r) => r.user_id === Number(hash.user_id) && r.supplier_id === hash.supplier_id && r.status === 1)).toBe(true);
  });

  it('is refused through the gateway to an admin without the page', async () => {
    expect((await stack.viaGateway(200, 'POST', '/api/multi-search-clicks', { inputs: ['1'] })).status).toBe(403);
    expect((await stack.viaGateway(200, 'POST', '/api/multi-search-users', { inputs: ['1'] })).status).toBe(403);
    expect((await stack.viaGateway(1, 'POST', '/api/multi-search-users', { inputs: ['11'] })).status).toBe(200);
  });
});
