import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { formErrors } from './form-errors.ts';

describe('formErrors', () => {
  it('puts field messages under their inputs', () => {
    const error = new ApiError(422, { errors: { email: ['The email has already been taken.'], password: ['Too short', 'Too common'] } });
    expect(formErrors(error, ['name', 'email', 'password'] as const)).toEqual({
      fields: { email: 'The email has already been taken.', password: 'Too short\nToo common' },
      general: null,
    });
  });

  it('keeps fields the form does not show as a general message', () => {
    const error = new ApiError(422, { errors: { email: ['Bad e-mail'], token: ['Expired'] } });
    expect(formErrors(error, ['email'] as const)).toEqual({ fields: { email: 'Bad e-mail' }, general: 'Expired' });
  });

  it('shows an errors string or list as a general message', () => {
    expect(formErrors(new ApiError(422, { errors: 'These credentials do not match our records.' }), ['email'] as const)).toEqual({
      fields: {},
      general: 'These credentials do not match our records.',
    });
    expect(formErrors(new ApiError(400, { errors: ['One', 'Two'] }), ['email'] as const).general).toBe('One\nTwo');
  });

  it('falls back to the failure message when there is no body', () => {
    expect(formErrors(new TypeError('Failed to fetch'), ['email'] as const)).toEqual({ fields: {}, general: 'Failed to fetch' });
  });
});
