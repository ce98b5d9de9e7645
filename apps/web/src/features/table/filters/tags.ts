import type { FilterOption } from '@bo/contract';
import { LIST_SEPARATOR, TABLE_CONSTANTS } from '../constants.ts';

/** Splits typed text on the tag separators (space, comma, semicolon by default), empty parts dropped. */
export function splitTags(text: string, separators: readonly string[] = TABLE_CONSTANTS.tagSeparators): string[] {
  const escaped = separators.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('');
  return text
    .split(new RegExp(`[${escaped}]+`))
    .map((t) => t.trim())
    .filter((t) => t !== '');
}

/**
 * "Tag input accepts only existing tags" (specification 01, 5): each typed tag is matched to an
 * option by value or label (any case) and replaced by its value; unknown tags and repeats are dropped.
 */
export function acceptTags(typed: readonly string[], existing: readonly FilterOption[]): string[] {
  const out: string[] = [];
  for (const tag of typed) {
    const wanted = tag.trim().toLowerCase();
    const match = existing.find((o) => String(o.value).toLowerCase() === wanted || o.label.toLowerCase() === wanted);
    if (match && !out.includes(String(match.value))) out.push(String(match.value));
  }
  return out;
}

/** The URL form of a multi-value filter and back (specification 01, 2.7: comma-joined lists). */
export const joinValues = (values: readonly string[]): string => values.join(LIST_SEPARATOR);
export const splitValues = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v !== '');
