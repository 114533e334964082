import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The server swaps this for a fresh nonce on every page (server/plugins/app/frontEnd.ts), so the strict CSP
  // trusts the entry script and the preloads Vite inserts at run time.
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: { '^/(api|external|v1|v2|v3|oidc|feature|healthz)': 'http://localhost:3000' },
  },
});
