/** The origin of a URL-like string (scheme://host[:port]), or null when it is not one ('null', garbage). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The allowed origins as URL origins (trailing slashes and case do not matter). */
export function normaliseOrigins(origins: readonly string[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const origin of origins) {
    const normal = originOf(origin.trim());
    if (!normal) throw new Error(`Not an origin: ${origin}`);
    set.add(normal);
  }
  return set;
}

/**
 * Whether a websocket upgrade may proceed from `origin` (the Origin header): the page served by this
 * gateway (its host, as the Host header or a trusted X-Forwarded-Host says; the scheme is left out
 * because TLS usually ends before the gateway) or one of the allowed origins. Browsers always send
 * Origin on a websocket; a request without one is a non-browser tool, which could send any Origin it
 * likes, so the token alone decides for it.
 */
export function originAllowed(origin: string | undefined, host: string, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  const normal = originOf(origin);
  if (!normal) return false;
  if (allowed.has(normal)) return true;
  return new URL(normal).host === host.toLowerCase();
}
