import { describe, expect, it } from 'vitest';
import { escapeHtml, isNumeric, noteDisplayText, shortExternalId, truncate } from './text.ts';

describe('truncate', () => {
  it('keeps text up to the length and cuts longer text with an ellipsis', () => {
    expect(truncate('abcde', 5)).toBe('abcde');
    expect(truncate('abcdef', 5)).toBe('abcde...');
    expect(truncate('abcdef', 5, '…')).toBe('abcde…');
  });
});

describe('noteDisplayText (cut at 255 with an ellipsis)', () => {
  it('keeps 255 characters and cuts 256', () => {
    expect(noteDisplayText('a'.repeat(255))).toBe('a'.repeat(255));
    expect(noteDisplayText('a'.repeat(256))).toBe(`${'a'.repeat(255)}...`);
  });
});

describe('shortExternalId (cut at 50)', () => {
  it('keeps 50 characters and flags longer ids for the expander', () => {
    expect(shortExternalId('x'.repeat(50))).toEqual({ text: 'x'.repeat(50), truncated: false });
    expect(shortExternalId('x'.repeat(51))).toEqual({ text: 'x'.repeat(50), truncated: true });
  });
});

describe('isNumeric (digits alone)', () => {
  it.each([
    ['123', true],
    ['0', true],
    [42, true],
    ['', false],
    ['-1', false],
    ['1.5', false],
    [' 1', false],
    ['1e3', false],
    [-1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
