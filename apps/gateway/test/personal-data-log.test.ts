import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataKeys } from '../src/accounts/data-keys.ts';
import { personalForm, redactedQuery } from '../src/audit/redact-query.ts';
import { bearer, signIn, startTestGateway, type TestGateway } from './helper.ts';

const KEY = 'personal-data-test-key-0123456789abcdef';

describe('personal data in logged queries (issue 24, item 8)', () => {
  const keys = dataKeys(KEY);

  it('replaces e-mails, addresses and phone numbers in filters and searches by a keyed hash', () => {
    const query = redactedQuery(
      '/api/users?filter[email]=Alice@Example.com&filter[ip]=203.0.113.9&search=%2B44%2020%207946%200958&filter[id]=12&page=2&filter[country]=GB',
      keys.mark,
    )!;
    const params = new URLSearchParams(query);
    expect(params.get('filter[email]')).toBe(keys.mark('alice@example.com'));
    expect(params.get('filter[ip]')).toBe(keys.mark('203.0.113.9'));
    expect(params.get('search')).toBe(keys.mark('+442079460958'));
    // Ids, pages and other values stay as they were.
    expect(params.get('filter[id]')).toBe('12');
    expect(params.get('page')).toBe('2');
    expect(params.get('filter[country]')).toBe('GB');
    expect(query).not.toMatch(/alice|203\.0|7946/i);
    // A list filter is hashed item by item; a value under a personal key whatever it looks like.
    const list = new URLSearchParams(redactedQuery('/api/x?filter[user_ip]=10.0.0.1,10.0.0.2&filter[phone]=555-0100', keys.mark)!);
    expect(list.get('filter[user_ip]')).toBe(`${keys.mark('10.0.0.1')},${keys.mark('10.0.0.2')}`);
    expect(list.get('filter[phone]')).toMatch(/^hmac-[0-9a-f]{32}$/);
  });

  it('hashes with the key: another key, another hash; the same value in another case, the same one', () => {
    expect(keys.mark('a@b.co')).toMatch(/^hmac-[0-9a-f]{32}$/);
    expect(dataKeys(`${KEY}x`).mark('a@b.co')).not.toBe(keys.mark('a@b.co'));
    expect(personalForm(' A@B.co ')).toBe('a@b.co');
    expect(personalForm('1234567')).toBeNull();
    expect(personalForm('2001:DB8::1')).toBe('2001:db8::1');
  });
});

describe('the auditor finds the records of an exact value', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ admins: [{ id: 1, role: 1, modules: [] }], gateway: { dataProtectionKey: KEY } });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('logs the hash, never the e-mail, and hands the list engine the same hash for the search', async () => {
    const token = await signIn(gw.app, 1);
    const listed = await gw.app.inject({ method: 'GET', url: '/api/users?filter[email]=alice%40example.com', headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    const record = gw.records.findLast((r) => r.path === '/api/users')!;
    expect(record.query).not.toContain('alice');
    const hash = dataKeys(KEY).mark('alice@example.com');
    expect(record.query).toContain(hash);

    const search = await gw.app.inject({
      method: 'GET',
      url: '/api/access-log?filter[personal_value]=%20Alice%40Example.com',
      headers: bearer(token),
    });
    expect(search.statusCode).toBe(200);
    const seen = gw.upstreams.admin.seen.findLast((s) => s.url.startsWith('/api/access-log'))!;
    expect(new URL(seen.url, 'http://x').searchParams.get('filter[personal_value]')).toBe(hash);
    // The search itself is logged without the value too.
    expect(gw.records.findLast((r) => r.path === '/api/access-log')!.query).not.toMatch(/alice/i);
  });
});
