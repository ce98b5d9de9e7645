import type { Macro } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { usedMacroUuids, withMacroText } from '../Composer.tsx';
import { matchingMacros } from './MacroPicker.tsx';

const macro = (uuid: string, title: string, text: string): Macro => ({
  uuid,
  title,
  text,
  usage_count: 0,
  created_by: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const greeting = macro('00000000-0000-4000-8000-000000000001', 'Greeting', 'Hello, thanks for reaching out!');
const refund = macro('00000000-0000-4000-8000-000000000002', 'Refund', 'Your refund is on its way.');

describe('inserting a macro into the composer', () => {
  it('fills an empty reply with the macro text', () => {
    expect(withMacroText('  ', greeting)).toBe(greeting.text);
  });
  it('adds the macro text on a new line after what was typed', () => {
    expect(withMacroText('Hi Anna  ', refund)).toBe(`Hi Anna\n${refund.text}`);
  });
  it('sends only the picked macros whose text is still in the reply, each once', () => {
    const text = `${greeting.text}\nAnything else?`;
    expect(usedMacroUuids(text, [greeting, refund, greeting])).toEqual([greeting.uuid]);
  });
});

describe('searching macros', () => {
  it('matches title or text, ignoring case; an empty search lists all', () => {
    expect(matchingMacros([greeting, refund], 'REFUND').map((m) => m.title)).toEqual(['Refund']);
    expect(matchingMacros([greeting, refund], 'thanks').map((m) => m.title)).toEqual(['Greeting']);
    expect(matchingMacros([greeting, refund], ' ')).toHaveLength(2);
  });
});
