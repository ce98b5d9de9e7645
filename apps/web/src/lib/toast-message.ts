import { UNKNOWN_MESSAGE } from '../app/messages.ts';

/**
 * The text of a toast (spec 03 §8, 02 §8), built from whatever a caller caught: a string, `{message}`,
 * `{error}`, `{errors}` as a string, a list (joined by line breaks) or an object (its values,
 * flattened), or an axios-like `{response: {data}}` holding any of those. Anything empty gives
 * 'Unknown message'. `errors` wins over `message`, since error bodies carry the useful part there.
 */
export function toastMessage(input: unknown): string {
  return messageOf(input, 0) ?? UNKNOWN_MESSAGE;
}

const LINE_BREAK = '\n';
/** Bodies nest at most response -> data -> errors; deeper input is not a message. */
const MAX_DEPTH = 4;

function messageOf(input: unknown, depth: number): string | null {
  if (depth > MAX_DEPTH || input === null || input === undefined) return null;
  if (typeof input === 'string') return nonEmpty(input);
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  if (Array.isArray(input)) return joined(input.flatMap((item) => flatten(item, depth + 1)));
  if (typeof input !== 'object') return null;

  const record = input as Record<string, unknown>;
  const response = record['response'];
  if (isRecord(response) && 'data' in response) {
    const fromResponse = messageOf(response['data'], depth + 1);
    if (fromResponse) return fromResponse;
  }
  if ('errors' in record) {
    const fromErrors = joined(flatten(record['errors'], depth + 1));
    if (fromErrors) return fromErrors;
  }
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    const text = typeof value === 'string' ? nonEmpty(value) : messageOf(value, depth + 1);
    if (text) return text;
  }
  return null;
}

/** Every string inside a list or an object of lists, in order. */
function flatten(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH || value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => flatten(item, depth + 1));
  if (isRecord(value)) return Object.values(value).flatMap((item) => flatten(item, depth + 1));
  return [];
}

function joined(lines: string[]): string | null {
  return lines.length > 0 ? lines.join(LINE_BREAK) : null;
}

function nonEmpty(text: string): string | null {
  return text.trim() ? text : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
