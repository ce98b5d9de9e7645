import { PRODUCTS } from '../products.ts';
import { productUserDetailsRouteName } from '../routes/products.ts';
import type { ProductPrefix } from '../routes/types.ts';

export type NoteBadgePrefix = 's' | 'ps' | 'o' | ProductPrefix;

export interface NoteBadgeTarget {
  /** The short label the badge shows before the id. */
  label: string;
  /** What the id is (tooltip text). */
  target: string;
  /** Route of our table the badge links to, and the param taking the id. */
  routeName: string;
  param: 'userId' | 'surveyId' | 'offerId';
}

/**
 * Badge prefixes of specification 02 section 2 and 03 section 9. The specification's paths
 * (/users/{id}, /surveys/{id} ...) are the old front end's; here each prefix links to the matching
 * route of our table by name, so the SPA links only where the admin may open that route.
 */
export const NOTE_BADGE_TARGETS: Readonly<Record<NoteBadgePrefix, NoteBadgeTarget>> = {
  s: { label: 'S', target: 'Survey', routeName: 'survey_details', param: 'surveyId' },
  ps: { label: 'PS', target: 'Platform user', routeName: 'user_details', param: 'userId' },
  o: { label: 'O', target: 'Offer', routeName: 'offer_details', param: 'offerId' },
  ...(Object.fromEntries(
    PRODUCTS.map((p) => [
      p.prefix,
      { label: p.prefix.toUpperCase(), target: `${p.name} user`, routeName: productUserDetailsRouteName(p.prefix), param: 'userId' },
    ]),
  ) as Record<ProductPrefix, NoteBadgeTarget>),
};

export interface NoteTextSegment {
  type: 'text';
  text: string;
}

export interface NoteBadgeSegment {
  type: 'badge';
  /** The characters of the note this badge replaces ('ps123'), shown as is when not permitted. */
  text: string;
  prefix: NoteBadgePrefix;
  id: string;
  label: string;
  routeName: string;
  params: Record<string, string>;
}

export type NoteSegment = NoteTextSegment | NoteBadgeSegment;

/**
 * A prefix, then the id: `ps123`, also `ps:123`, `ps#123` or `ps-123`, any case, standing as a word
 * of its own (so 'ts123' is never read as 's123'). Longer prefixes come first in the alternation.
 */
const BADGE = /\b(ps|hc|ts|po|fs|es|s|o)[:#-]?(\d+)\b/gi;

/**
 * Splits a note into text and badges. Text segments are the note's own characters, never markup:
 * render them as text (React escapes them), which is the specification's "escape before badges".
 */
export function parseNoteBadges(note: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of note.matchAll(BADGE)) {
    const [text, rawPrefix = '', id = ''] = match;
    const index = match.index ?? 0;
    if (index > last) segments.push({ type: 'text', text: note.slice(last, index) });
    const prefix = rawPrefix.toLowerCase() as NoteBadgePrefix;
    const target = NOTE_BADGE_TARGETS[prefix];
    segments.push({ type: 'badge', text, prefix, id, label: target.label, routeName: target.routeName, params: { [target.param]: id } });
    last = index + text.length;
  }
  if (last < note.length) segments.push({ type: 'text', text: note.slice(last) });
  return segments;
}
