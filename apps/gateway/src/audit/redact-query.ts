/** Query keys whose values never reach the log (a token or password passed in a URL by mistake). */
const SECRET_KEY = /pass(word)?|token|secret|api[-_]?key|signature|auth|session|cookie/i;

/** The query string of a URL with secret-looking values replaced; null when there is none. */
export function redactedQuery(url: string): string | null {
  const mark = url.indexOf('?');
  if (mark < 0 || mark === url.length - 1) return null;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_KEY.test(key)) params.set(key, '[redacted]');
  }
  return params.toString();
}

/** The path of a URL without its query string. */
export const pathOf = (url: string): string => {
  const mark = url.indexOf('?');
  return mark < 0 ? url : url.slice(0, mark);
};
