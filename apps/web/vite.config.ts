import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/** The gateway serves every API path and the websocket hub; in development Vite forwards them to it. */
const GATEWAY = process.env.BO_GATEWAY_URL ?? 'http://127.0.0.1:8080';
const proxied = (ws = false) => ({ target: GATEWAY, changeOrigin: false, ws });

export default defineConfig({
  base: '/',
  // Every text asset also as .br and .gz: the gateway serves those to browsers that accept them.
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': proxied(),
      '/chat/api': proxied(),
      '/support/api': proxied(),
      '/ws': proxied(true),
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Inline assets become data: URLs; the CSP allows data: images only, so keep fonts and others as files.
    assetsInlineLimit: 0,
  },
});
