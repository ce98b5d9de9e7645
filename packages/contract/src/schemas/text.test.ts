import { describe, expect, it } from 'vitest';
import { ZRegisterBody } from './admin.ts';
import { isCleanText, JSON_MAX_DEPTH, jsonTextIssue, requestTextIssue, TEXT_MESSAGES, ZText } from './text.ts';

describe('the text rule (issue 14, item 3)', () => {
  it('refuses NUL and unpaired surrogates, keeps any other text', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800']) expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'plain', 'tab\tnew\nline', 'é漢字', '💩', '\u202e']) expect(isCleanText(good), good).toBe(true);
  });

  it('is what ZText and the schemas built on it check', () => {
    expect(ZText().safeParse('a\u0000').error?.issues[0]?.message).toBe(TEXT_MESSAGES.invalid);
    expect(ZText().max(3).safeParse('abcd').success).toBe(false);
    const register = ZRegisterBody.safeParse({ name: '\ud800', email: 'a@b.cd', password: '0123456789' });
    expect(register.error?.issues[0]).toMatchObject({ path: ['name'], message: TEXT_MESSAGES.invalid });
  });

  it('finds bad text in keys and values at any depth, and nesting past the bound, without recursion', () => {
    expect(jsonTextIssue({ a: [{ b: 'x\u0000' }] }, 'body')).toEqual({ path: 'body.a.0.b', message: TEXT_MESSAGES.invalid });
    expect(jsonTextIssue({ ['\udfff']: 1 }, 'body')).toEqual({ path: 'body', message: TEXT_MESSAGES.invalid });
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(jsonTextIssue(deep, 'body')?.message).toBe(TEXT_MESSAGES.tooDeep(JSON_MAX_DEPTH));
    let fits: unknown = 'ok';
    for (let i = 0; i < JSON_MAX_DEPTH; i += 1) fits = { a: fits };
    expect(jsonTextIssue(fits, 'body')).toBeNull();
  });

  it('checks query, path parameters and body of a request', () => {
    expect(requestTextIssue({ query: { 'filter[name]': 'a\u0000' } })?.path).toBe('query.filter[name]');
    expect(requestTextIssue({ params: { id: '\ud800' } })?.path).toBe('params.id');
    expect(requestTextIssue({ query: {}, params: {}, body: { ok: ['fine'] } })).toBeNull();
  });
});
