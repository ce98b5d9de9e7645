/** Encoded separators and NUL: inside a parameter they would let the upstream route differently from the gateway. */
const ENCODED_SEPARATOR = /%2f|%5c|%00|\\/i;

/** A segment that is `.` or `..` once its percent-encoded dots are read. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a catalogued call's raw path (query excluded) is in the one form the gateway decides on:
 * no empty segment (`//`, trailing slash), no dot segment, no encoded slash, backslash or NUL.
 * Any other spelling could be routed to another call (another permission) by an upstream or a
 * proxy that normalises paths, so it is refused instead of forwarded as it came. A few legacy calls
 * are catalogued with a trailing slash: for them (`trailingSlash`) that one empty segment is the form.
 */
export function isCanonicalApiPath(path: string, trailingSlash = false): boolean {
  if (!path.startsWith('/') || ENCODED_SEPARATOR.test(path)) return false;
  const segments = path.slice(1).split('/');
  if (trailingSlash && segments.length > 1 && segments.at(-1) === '') segments.pop();
  return segments.every((segment) => segment !== '' && !DOT_SEGMENT.test(segment));
}
