import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Security headers on every answer (API, proxied, static, errors). The CSP is what the Vite-built
 * React + Mantine SPA needs and no more: Mantine injects <style> tags at runtime ('unsafe-inline'
 * styles), the websocket hub needs ws:/wss:, and no inline script is allowed.
 */
export const SECURITY_HEADERS = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
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
} satisfies FastifyHelmetOptions;

export default fp(
  async (app) => {
    await app.register(helmet, SECURITY_HEADERS);
  },
  { name: 'security-headers' },
);
