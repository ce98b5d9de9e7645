import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers on every answer (API, proxied, static, errors). The CSP is what the Vite-built
 * React + Mantine SPA needs and no more: Mantine injects <style> tags at runtime ('unsafe-inline'
 * styles), no inline script is allowed, and the page talks to its own origin only: CSP 3 matches
 * 'self' to ws:/wss: of the same host, so the websocket hub needs no scheme of its own (a bare
 * `ws: wss:` would let an injected script send data to any host).
 */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/**
 * Features the back-office never uses, refused to the page and anything it embeds. Left out on
 * purpose: clipboard (copy buttons) and publickey-credentials-* (security keys, which default to self).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/** Where the API answers live: the gateway's and admin-api's, chat-api's and support-api's (ARCHITECTURE: one origin). */
const API_PREFIXES = ['/api/', '/chat/api/', '/support/api/'] as const;

/** True for a URL (with or without its query) under one of the API prefixes. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/**
 * No API answer is kept by a browser or a proxy: they carry personal data, tokens (the sign-in
 * answer) and exports, and an upstream's own Cache-Control is overruled.
 */
export const API_CACHE_CONTROL = 'no-store';

/**
 * The headers helmet sets for SECURITY_HEADERS, worked out once: none of them depends on the
 * request (no CSP nonce, no directive computed per request). Helmet's one removal, X-Powered-By, is
 * a header Fastify never sets.
 */
function fixedHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(SECURITY_HEADERS)({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return Object.freeze(headers);
}

/** Every answer's security headers: helmet's (SECURITY_HEADERS) and the Permissions-Policy. */
export const SECURITY_HEADER_VALUES = fixedHeaders();

/**
 * Sets the fixed security headers on every answer in one synchronous hook (issue 21: @fastify/helmet
 * rebuilt helmet's middleware, CSP included, on every request), and `Cache-Control: no-store` on
 * every API answer, an upstream's own overruled.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADER_VALUES);
      done();
    });
    // A callback hook: no promise per answer.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
