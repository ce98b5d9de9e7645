import { ZRegisterBody } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-validation.ts';

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
