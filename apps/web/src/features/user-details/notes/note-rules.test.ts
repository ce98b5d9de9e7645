import { describe, expect, it } from 'vitest';
import { isMissingUuidGetterError, noteDraftState } from './note-rules.ts';

describe('noteDraftState', () => {
  it('counts the trimmed length against 255 and allows saving 1 to 255 characters', () => {
    expect(noteDraftState('')).toEqual({ counter: '0/255', tooLong: false, canSave: false });
    expect(noteDraftState('   ')).toEqual({ counter: '0/255', tooLong: false, canSave: false });
    expect(noteDraftState(` ${'a'.repeat(255)} `)).toEqual({ counter: '255/255', tooLong: false, canSave: true });
    expect(noteDraftState('a'.repeat(256))).toEqual({ counter: '256/255', tooLong: true, canSave: false });
  });
});

describe('isMissingUuidGetterError', () => {
  it('recognises the missing uuid getter failure only', () => {
    expect(isMissingUuidGetterError('Call to undefined method App\\Models\\Note::getUuid()')).toBe(true);
    expect(isMissingUuidGetterError('Missing getter for uuid')).toBe(true);
    expect(isMissingUuidGetterError('Failed to add note')).toBe(false);
    expect(isMissingUuidGetterError('uuid is invalid')).toBe(false);
  });
});
