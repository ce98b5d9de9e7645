import { describe, expect, it } from 'vitest';
import { afterLoginDestination, loginPathFor, safeRedirect } from './sign-in-paths.ts';

describe('loginPathFor (spec 01 §2.1: the redirect query holds the full path)', () => {
  it('keeps the path and its query', () => {
    const path = loginPathFor('/users?page=2&filter[userId]=7');
    expect(path).toBe('/login?redirect=%2Fusers%3Fpage%3D2%26filter%5BuserId%5D%3D7');
    expect(new URL(path, 'http://x').searchParams.get('redirect')).toBe('/users?page=2&filter[userId]=7');
  });

  it('needs no redirect for the home page or /login itself', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fusers')).toBe('/login');
  });
});

describe('safeRedirect', () => {
  it('accepts paths of this origin', () => {
    expect(safeRedirect('/user/12?tab=notes')).toBe('/user/12?tab=notes');
  });

  it('refuses other origins, empty values and /login', () => {
    for (const value of [
      null,
      undefined,
      '',
      'users',
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      '/login',
      '/login?redirect=/x',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});

describe('afterLoginDestination (redirect query, else / if it exists, else /surveys)', () => {
  it('goes to the redirect query first', () => {
    expect(afterLoginDestination('/users?page=2', true)).toBe('/users?page=2');
  });

  it('goes home when there is no usable redirect', () => {
    expect(afterLoginDestination(null, true)).toBe('/');
    expect(afterLoginDestination('https://evil.test', true)).toBe('/');
  });

  it('falls back to /surveys when the table has no home page', () => {
    expect(afterLoginDestination(null, false)).toBe('/surveys');
  });
});
