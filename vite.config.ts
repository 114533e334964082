import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // The server swaps this for a fresh nonce on every page (server/plugins/app/frontEnd.ts), so the strict CSP
  // trusts the entry script and the preloads Vite inserts at run time.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: {
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/flow/PlainText.tsx', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Apply pages share two chunks, fetched once for the whole flow: the renderer (RJSF and our theme) and the
          // flow's rules (machine, compiled step validators, Japanese validators and their data).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'form-engine', test: /node_modules[\\/](@rjsf|@x0k|fast-equals)|src[\\/]flow[\\/]/ },
            { name: 'apply-rules', test: /schemas[\\/]|flows[\\/]|validators[\\/]|node_modules[\\/](xstate|libphonenumber-js|i18n-iso-countries|jaconv|diacritics|date-fns|@date-fns|@holiday-jp)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '^/(api|external|v1|v2|v3|oidc|feature|healthz)': 'http://localhost:3000' },
  },
});
