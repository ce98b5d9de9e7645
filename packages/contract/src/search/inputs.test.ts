import { describe, expect, it } from 'vitest';
import { routeByName } from '../routes/lookup.ts';
import { MULTI_SEARCH_CALL } from './multi-search.ts';
import { searchInputKind, splitSearchInputs } from './inputs.ts';

describe('splitSearchInputs', () => {
  it('takes a spreadsheet column, a comma list or a line with spaces, trimmed, repeats once, in order', () => {
    expect(splitSearchInputs('11\r\n14\n\n17\t29\n11')).toEqual(['11', '14', '17', '29']);
    expect(splitSearchInputs(' a@x.test, b@x.test;"c@x.test" ')).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
    expect(splitSearchInputs('   ')).toEqual([]);
  });
});

describe('searchInputKind', () => {
  it('reads whole numbers as ids, @ as e-mails, addresses as IPs, the rest as hashes', () => {
    expect(searchInputKind('11')).toBe('id');
    expect(searchInputKind('someone@demo.test')).toBe('email');
    expect(searchInputKind('203.0.113.7')).toBe('ip');
    expect(searchInputKind('2001:db8::1')).toBe('ip');
    expect(searchInputKind('999.1.1.1')).toBe('hash');
    expect(searchInputKind('u_5f2c9a')).toBe('hash');
  });
});

it('guards each search with its page', () => {
  for (const call of Object.values(MULTI_SEARCH_CALL)) expect(routeByName(call.permission)?.permission).toBe(call.permission);
});
