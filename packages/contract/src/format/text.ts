import { EXTERNAL_ID_MAX_LENGTH, NOTE_MAX_LENGTH } from '../constants.ts';

export const ELLIPSIS = '...';

/** Cuts text after `length` characters and adds an ellipsis; shorter text is returned as is. */
export function truncate(text: string, length: number, ellipsis: string = ELLIPSIS): string {
  return text.length > length ? text.slice(0, length) + ellipsis : text;
}

/** Displayed note text: cut at 255 characters with an ellipsis (specification 02, section 5). */
export const noteDisplayText = (text: string): string => truncate(text, NOTE_MAX_LENGTH);

/** An external id cut at 50 characters; `truncated` tells the page to offer the expander. */
export function shortExternalId(externalId: string): { text: string; truncated: boolean } {
  const truncated = externalId.length > EXTERNAL_ID_MAX_LENGTH;
  return { text: truncated ? externalId.slice(0, EXTERNAL_ID_MAX_LENGTH) : externalId, truncated };
}

/** Numeric only when it holds digits alone: no sign, no decimal point, not empty (specification 03). */
export function isNumeric(value: string | number): boolean {
  return /^\d+$/.test(String(value));
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
