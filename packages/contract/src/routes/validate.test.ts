import { describe, expect, it } from 'vitest';
import { ROUTER_ERRORS } from '../messages.ts';
import { page } from './define.ts';
import { assertRouteSettings, assertUniqueRouteNames } from './validate.ts';

describe('assertUniqueRouteNames', () => {
  it('throws the router error naming the duplicate', () => {
    expect(() => assertUniqueRouteNames([{ name: 'surveys' }, { name: 'users' }, { name: 'surveys' }])).toThrow(
      'Duplicate route name: surveys',
    );
  });

  it('accepts distinct names', () => {
    expect(() => assertUniqueRouteNames([{ name: 'surveys' }, { name: 'users' }])).not.toThrow();
  });
});

describe('assertRouteSettings', () => {
  it('accepts a well-formed route', () => {
    expect(() => assertRouteSettings([page('/surveys', 'Surveys', 'surveys')])).not.toThrow();
  });

  it.each([
    ['a relative path', { ...page('/surveys', 'Surveys', 'surveys'), path: 'surveys' }],
    ['an empty permission', { ...page('/surveys', 'Surveys', 'surveys'), permission: ' ' }],
    ['an unknown menu group', { ...page('/surveys', 'Surveys', 'surveys'), group: 'nowhere' }],
  ])('rejects %s with the admin-settings error', (_label, route) => {
    expect(() => assertRouteSettings([route])).toThrow(ROUTER_ERRORS.adminSettingsWrong);
  });

  it('keeps the words of the specification', () => {
    expect(ROUTER_ERRORS.adminSettingsWrong).toBe('Admin settings is wrong. Check router.js');
    expect(ROUTER_ERRORS.adminInformationWrong).toBe('Admin information is wrong');
  });
});
