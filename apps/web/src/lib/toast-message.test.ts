import { describe, expect, it } from 'vitest';
import { toastMessage } from './toast-message.ts';

describe('toastMessage (spec 03 §8 toast helper)', () => {
  it('uses a string as it is', () => {
    expect(toastMessage('Macro Greeting successfully created')).toBe('Macro Greeting successfully created');
  });

  it('reads {message} and {error}', () => {
    expect(toastMessage({ message: 'Update country successfully!' })).toBe('Update country successfully!');
    expect(toastMessage({ error: 'Failed to hide event.' })).toBe('Failed to hide event.');
  });

  it('joins an errors list with line breaks', () => {
    expect(toastMessage({ errors: ['Name is required!', 'E-mail is invalid!'] })).toBe('Name is required!\nE-mail is invalid!');
  });

  it('flattens the values of an errors object', () => {
    const body = { errors: { email: ['The email has already been taken.'], password: ['Too short', 'Too common'] } };
    expect(toastMessage(body)).toBe('The email has already been taken.\nToo short\nToo common');
  });

  it('reads an errors string', () => {
    expect(toastMessage({ errors: 'Unauthenticated!' })).toBe('Unauthenticated!');
  });

  it('prefers errors over message, as error bodies carry the detail there', () => {
    expect(toastMessage({ message: 'The given data was invalid.', errors: { name: ['Name is required!'] } })).toBe('Name is required!');
  });

  it('unwraps an axios-like {response: {data: {errors}}}', () => {
    const failure = {
      message: 'Request failed with status code 422',
      response: { status: 422, data: { errors: ['Failed to update credit.'] } },
    };
    expect(toastMessage(failure)).toBe('Failed to update credit.');
  });

  it('falls back to the message of an Error whose response has no usable body', () => {
    const failure = Object.assign(new Error('Network Error'), { response: { data: {} } });
    expect(toastMessage(failure)).toBe('Network Error');
  });

  it("gives 'Unknown message' for empty input", () => {
    for (const empty of [
      undefined,
      null,
      '',
      '   ',
      {},
      [],
      { errors: [] },
      { errors: {} },
      { message: '' },
      { response: { data: null } },
    ]) {
      expect(toastMessage(empty)).toBe('Unknown message');
    }
  });
});
