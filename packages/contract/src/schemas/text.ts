import { z } from 'zod';

/**
 * The one text rule (issue 14): text anywhere in a request (a query or path value, a JSON string or
 * key) holds no NUL and no unpaired UTF-16 surrogate, and JSON nests at most JSON_MAX_DEPTH levels.
 * PostgreSQL stores neither NUL nor a lone surrogate (text and jsonb refuse them: a 500 before this
 * rule), and deep nesting costs stack in every parser and serialiser on the way. Schemas use ZText;
 * the gateway (query and path of every call) and every upstream (also the parsed body) run
 * requestTextIssue before any schema, so a route without a schema of its own is held to it too.
 */
export const TEXT_MESSAGES = {
  invalid: 'Text must not contain NUL characters or unpaired surrogates.',
  tooDeep: (max: number): string => `JSON may nest at most ${max} levels.`,
} as const;

/** Deep enough for any form, filter or log detail of the product; far below any parser's limit. */
export const JSON_MAX_DEPTH = 32;

/** NUL, a high surrogate without its low one, or a low one without its high one (code units, no u flag). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what the rule looks for.
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string keeps the text rule. */
export const isCleanText = (text: string): boolean => !BROKEN_TEXT.test(text);

/** A string schema with the text rule; chain min, max, trim ... after it as on z.string(). */
export const ZText = (params?: Parameters<typeof z.string>[0]): z.ZodString =>
  z.string(params).refine(isCleanText, { error: TEXT_MESSAGES.invalid }) as unknown as z.ZodString;

/** What JSON and query parsing make: arrays and objects, never a stream or bytes (an upload body is not walked). */
function isPlainJson(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  return Array.isArray(value) || (!ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function');
}

export interface TextIssue {
  /** Where: the query key, `body.a.0.b` ... */
  path: string;
  message: string;
}

/**
 * The first place a parsed value breaks the text rule, or null. Walks without recursion, so a value
 * nested thousands deep is judged without spending the stack it would have spent elsewhere.
 */
export function jsonTextIssue(value: unknown, root: string, maxDepth: number = JSON_MAX_DEPTH): TextIssue | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isCleanText(item.value)) return { path: item.path, message: TEXT_MESSAGES.invalid };
      continue;
    }
    if (!isPlainJson(item.value)) continue;
    if (item.depth >= maxDepth) return { path: item.path, message: TEXT_MESSAGES.tooDeep(maxDepth) };
    for (const [key, child] of Object.entries(item.value)) {
      if (!isCleanText(key)) return { path: item.path, message: TEXT_MESSAGES.invalid };
      stack.push({ value: child, path: `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}

/** The text issue of a request's parsed parts (query, path parameters, JSON body), or null. */
export function requestTextIssue(parts: { query?: unknown; params?: unknown; body?: unknown }): TextIssue | null {
  return (
    jsonTextIssue(parts.query ?? null, 'query') ??
    jsonTextIssue(parts.params ?? null, 'params') ??
    jsonTextIssue(parts.body ?? null, 'body')
  );
}
