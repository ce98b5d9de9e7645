import { ZRegisterBody } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { errorsShownNow, validateForm } from './form-validation.ts';

describe('validateForm with the contract schemas', () => {
  it('gives the first message of each invalid field', () => {
    const result = validateForm(ZRegisterBody, { name: ' ', email: 'nope', password: 'short' });
    expect(result).toEqual({
      ok: false,
      fields: { name: 'Name is required!', email: 'E-mail is invalid!', password: 'Password must be at least 10 characters!' },
    });
  });

  it('passes the parsed body on when valid', () => {
    const result = validateForm(ZRegisterBody, { name: ' Ann ', email: 'ann@demo.test', password: 'long-enough-password' });
    expect(result).toEqual({ ok: true, data: { name: 'Ann', email: 'ann@demo.test', password: 'long-enough-password' } });
  });
});

describe('errorsShownNow (issue 19)', () => {
  const check = (values: { name: string; email: string }) => () => {
    const errors: Partial<Record<'name' | 'email', string>> = {};
    if (!values.name) errors.name = 'Name is required!';
    return errors;
  };
  it("clears the check's error once the field is valid, keeps the server's while the field is unchanged", () => {
    const given = {
      errors: { name: 'Name is required!', email: 'Taken' },
      values: { name: '', email: 'a@b.c' },
      checked: { name: 'Name is required!' },
    };
    expect(errorsShownNow(given, given.values, check(given.values))).toEqual(given.errors);
    const typed = { name: 'Ann', email: 'a@b.c' };
    expect(errorsShownNow(given, typed, check(typed))).toEqual({ email: 'Taken' });
    const changed = { name: 'Ann', email: 'b@b.c' };
    expect(errorsShownNow(given, changed, check(changed))).toEqual({});
  });
});
