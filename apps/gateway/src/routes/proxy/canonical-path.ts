/** NUL: no parameter of any call may carry it, encoded or not. */
const ENCODED_NUL = /%00/;

/** The parts a decoded parameter would split into wherever a slash or backslash is read as a separator. */
const SEPARATOR = /[\\/]/;

/** A parameter segment taken as one value: percent-encoded characters are fine, traversal is not. */
function isSafeParameter(raw: string): boolean {
  if (raw === '' || ENCODED_NUL.test(raw)) return false;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  // `..`, `%2e%2e`, `7%2f..%2fadmins`: a dot part would walk out of the segment wherever the value is read as a path.
  return value.split(SEPARATOR).every((part) => part !== '.' && part !== '..');
}

/**
 * Whether a catalogued call's raw path (query excluded) is in the one form the gateway decides on,
 * matched segment by segment, undecoded, against the call's catalogue pattern: each literal segment
 * byte for byte (so no `//`, no dot segment, no encoded letter, no `%2f` or `%5c` where the pattern
 * has none), and each parameter one non-empty segment whose value may hold any percent-encoded
 * character (`%2F` included: a carrier named 'a/b') but never a `.` or `..` part nor NUL. The route,
 * hence the permission and upstream, is chosen by the pattern the segments match, never by what they
 * decode to; the path is forwarded as it came, so the upstream reads the same one parameter. A raw
 * backslash is refused anywhere: some proxies and URL parsers read it as a slash.
 */
export function isCanonicalApiPath(path: string, pattern: string): boolean {
  if (!path.startsWith('/') || path.includes('\\')) return false;
  const segments = path.slice(1).split('/');
  const shape = pattern.slice(1).split('/');
  if (segments.length !== shape.length) return false;
  return shape.every((part, i) => (part.startsWith(':') ? isSafeParameter(segments[i]!) : segments[i] === part));
}
