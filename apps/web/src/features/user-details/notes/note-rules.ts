import { NOTE_MAX_LENGTH } from '@bo/contract';

/** The add-note counter and whether Save may be pressed: non-empty after trimming, at most 255 (specification 02, section 5). */
export function noteDraftState(draft: string): { counter: string; tooLong: boolean; canSave: boolean } {
  const length = draft.trim().length;
  const tooLong = length > NOTE_MAX_LENGTH;
  return { counter: `${length}/${NOTE_MAX_LENGTH}`, tooLong, canSave: length > 0 && !tooLong };
}

/**
 * Specification 02 section 8: a backend error mentioning a missing uuid getter is treated as
 * success (the note was stored; only building the answer failed).
 */
export function isMissingUuidGetterError(message: string): boolean {
  return /uuid/i.test(message) && /getter|get\s*uuid|getuuid|undefined (method|property)/i.test(message);
}
