import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHints } from './scripts/compileHints.ts';
import { precompressAssets } from './scripts/precompressAssets.ts';
import { siteFooterHtml } from './src/shell/siteFooterHtml.ts';

/**
 * The browser, the server drawing the page the browser hydrates, Storybook and the unit tests all run React (react-dom;
 * issue 33: the product's owner asked for React, and what is tested is what ships). What is cut from the browser's
 * scripts is what our pages never use.
 */
const appAliases = [
  { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('./src/flow/PlainText.tsx', import.meta.url)) },
  // @rjsf/utils resolves `$ref`s with fast-uri; the browser's schemas have none left (src/flow/schemaUri.ts).
  { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/flow/schemaUri.ts', import.meta.url)) },
  // react-router's package exports its development build (warnings, invariant messages) under every condition.
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
];

/**
 * The browser never runs a flow's machine: the server replays it and sends the view (position, back route, context).
 * Nor does it load a flow's whole form: a page loads its own step's module (src/flow/flowForms.ts). So the registry's
 * `engine` and `form` imports (flows/generated/registry.ts: `../<flow>`, `../../schemas/generated/<folder>`) resolve in the browser
 * build to one module that refuses, and neither the machines with XState nor the flows' whole forms are built into
 * dist/; the server imports them from source.
 */
function machinesStayOnTheServer(): Plugin {
  const refusal = '\0flow-machine-on-the-server';
  return {
    name: 'machines-stay-on-the-server',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer && /flows[\\/]generated[\\/]registry\.ts$/.test(importer) && /^\.\.\/\w+$|^\.\.\/\.\.\/schemas\/generated\/\w+$/.test(source)
        ? refusal
        : null,
    load: (id) =>
      id === refusal
        ? "throw new Error('Flow machines and whole flow forms load on the server only (flows/generated/registry.ts).');"
        : null,
  };
}

/** The footer of every page, after the app's root in the HTML shell (src/shell/siteFooterHtml.ts says why). */
function siteFooterInShell(): Plugin {
  return {
    name: 'site-footer-in-shell',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root"></div>${siteFooterHtml()}`),
  };
}

/**
 * `vite build` builds the browser's app into dist/; `vite build --ssr src/ssr/renderPage.tsx` builds the server's
 * drawing of a flow's first page into dist/.ssr/ (issue 20), one module, which the page shell imports
 * (server/plugins/app/frontEnd.ts).
 */
const serverDrawing = defineConfig({
  plugins: [machinesStayOnTheServer(), react()],
  resolve: {
    alias: appAliases,
  },
  // Bundled, so the server draws with the same aliased modules as the browser (appAliases); React's production build
  // whatever NODE_ENV the server runs under (its development build draws several times slower and warns).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { target: 'node24', outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});

const browserApp = defineConfig({
  plugins: [
    machinesStayOnTheServer(),
    react(),
    siteFooterInShell(),
    // Every chunk: a page loads only the chunks it runs, on hydration or its first tap (scripts/compileHints.ts).
    compileHints(/./),
    precompressAssets(),
  ],
  // The server swaps this for a fresh nonce on every page (server/plugins/app/frontEnd.ts), so the strict CSP
  // trusts the entry script and the preloads Vite inserts at run time.
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: {
    alias: appAliases,
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 0,
    sourcemap: false,
    // The server reads which files a flow's page needs from it, to start them with the document (pageHints.ts).
    manifest: true,
    // A lazy page's preload list leaves out what the entry itself loads before any page (React with the router, the
    // bundler's runtime, the preload helper): every one of the app's ~130 routes listed them again in the entry,
    // bytes that every page's first load paid for nothing (issue 58 put our code on the first step at its budget).
    modulePreload: {
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((dependency) => !/^assets\/(react|rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(dependency)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Pages share a few chunks, fetched once: React, the renderer (@rjsf/core) and our theme, and the rules (what
          // every step calls, and the rest with its data and ajv's runtime); each step's compiled validator is its own.
          includeDependenciesRecursively: false,
          groups: [
            // The libraries every page stands on, each a chunk of its own so the budgets can tell their bytes from ours
            // (bench/bundleSize.bench.ts): React with its router, and the form renderer @rjsf/core with the packages it
            // imports (markdown-to-jsx and fast-uri are our stand-ins above). Neither imports back into our code: a chunk cycle
            // breaks rolldown's CommonJS wrappers.
            { name: 'react', priority: 5, test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'rjsf',
              priority: 5,
              test: /node_modules[\\/](@rjsf[\\/](core|utils)|@x0k[\\/]json-schema-merge|fast-equals|react-is|jsonpointer)[\\/]|src[\\/]flow[\\/](PlainText\.tsx|schemaUri\.ts)$/,
            },
            // Each step's generated module (its schema, conditions and validator) is a chunk of its own, and so is the list
            // of a folder's step modules: a page loads its own step's (src/flow/flowForms.ts), not the whole flow's.
            {
              // The bundler's timing report names a group whose chunk names are computed by this.
              debugName: 'step-modules',
              name: (id: string) => {
                const found = /schemas[\\/]generated[\\/](?:steps[\\/](\w+)[\\/](\w+)|(\w+)\.steps)\.ts$/.exec(id);
                return found ? (found[3] ? `steps-${found[3]}` : `step-${found[1]}-${found[2]}`) : null;
              },
              priority: 4,
              test: /schemas[\\/]generated[\\/](steps[\\/]\w+[\\/]\w+|\w+\.steps)\.ts$/,
            },
            // A result page's texts likewise (src/flow/flowForms.ts `resultTexts`).
            {
              // The bundler's timing report names a group whose chunk names are computed by this.
              debugName: 'result-texts',
              name: (id: string) => {
                const found = /schemas[\\/](\w+)[\\/](complete|underReview|registered)\.json$/.exec(id);
                return found ? `result-${found[1]}-${found[2]}` : null;
              },
              priority: 4,
              test: /schemas[\\/]\w+[\\/](complete|underReview|registered)\.json$/,
            },
            // A flow's other JSON texts a page imports by itself (the cashing simulation's) are a chunk per flow. The flows'
            // whole form modules (`schemas/generated/<flow>.ts`) would be too, but the browser
            // build refuses them (machinesStayOnTheServer). What they import (the rules, ajv's runtime) stays shared below.
            {
              // The bundler's timing report names a group whose chunk names are computed by this.
              debugName: 'flow-texts',
              name: (id: string) => {
                const found = /schemas[\\/](?:generated[\\/](\w+)\.ts|(\w+)[\\/][^\\/]+\.json)$/.exec(id);
                return found ? `flow-${found[1] ?? found[2]}` : null;
              },
              priority: 3,
              test: /schemas[\\/](generated[\\/]\w+\.ts|\w+[\\/][^\\/]+\.json)$/,
            },
            // The landline rule with Japan's telephone metadata, loaded by the steps that ask for a landline number only.
            {
              name: 'phone-rules',
              priority: 3,
              test: /validators[\\/](phone\.ts|ajvPhoneRuntime\.ts|generated[\\/]phoneMetadata)|node_modules[\\/]libphonenumber-js[\\/]/,
            },
            // The rules, in two chunks. What every step's page needs: the schema helpers the form engine calls, the
            // normalisers, every rule's message, and the rules of the first step (the names'). Each compiled step imports
            // by name the rules it calls (validators/ajv.ts standaloneModule), so what the first step loads stops here.
            {
              name: 'apply-rules',
              priority: 2,
              test: /schemas[\\/]|validators[\\/](ajvRules[\\/](context|names)|names|jisX0208|normalisers|messages|result|controlCharacters|offered|calendar|japaneseEra)\.ts$/,
            },
            // Every other rule with its data (codes, card designs, the repayment schedule) and the runtime helpers of ajv,
            // one chunk the first step that calls any of them loads, and the member pages that show the data. It imports
            // the chunk above and nothing imports it back, so ajv's CommonJS helpers (ajv/dist/runtime/*) sit in no cycle.
            // Not the partner shops (config/partnerShops.json): every page's routing guard reads them (the invalid shop
            // URL screen), and here they made every page load this chunk.
            {
              name: 'step-rules',
              priority: 2,
              test: /enums[\\/](?!errorScreens|shellErrorScreens|resultCodes|index)|validators[\\/]|node_modules[\\/](i18n-iso-countries|diacritics|@holiday-jp|ajv|ajv-formats|ajv-errors|fast-deep-equal|fast-uri|json-schema-traverse)[\\/]/,
            },
            // Every other package outside the entry's own (React, the router), and the web-vitals
            // library the sampled tenth of page loads fetch on their own goes with the renderer, so no chunk of
            // the apply pages imports back into another: rolldown's CommonJS wrappers break on such cycles.
            // The flow host's own page (FlowPage) and its pages by kind stay out of it: each is a chunk of its own, loaded when
            // a flow's page first needs it; so do the flows' calls (flowApi: the member top reads flow views, and would
            // otherwise load the renderer for them), and so are the widgets of a few steps each (flow/widgets/index.ts
            // `stepWidgets`). The landing (flow/landing.ts) is the entry's: every page keeps a link's campaign code, and in
            // the renderer's chunk it would make the entry import that chunk.
            {
              name: 'form-engine',
              priority: 1,
              test: /node_modules[\\/](?!(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|web-vitals)[\\/])|src[\\/]flow[\\/](?!FlowPage|flowApi|flowViews|flowForms|resultTexts|landing|pages[\\/]|widgets[\\/](ZipcodeWidget|zipFill|BirthdayWidget|CardChoiceWidgets|CardFace|ResidenceCardWidget|residenceCardApi|BranchWidget)\.)/,
            },
            // The pages after the form (the bank account) share the apply page's chunk: a second page chunk importing the
            // two above would enter their cycle from the other side, where rolldown's CommonJS wrappers are not yet set.
            { name: 'apply-pages', priority: 0, test: /src[\\/]pages[\\/]apply[\\/](?!StepsPage|useApplyEntry)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '^/(api|external|v1|v2|v3|oidc|feature|healthz|readyz)': 'http://localhost:3000' },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverDrawing : browserApp));
