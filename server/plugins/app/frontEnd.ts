import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FlowView } from '../../../flows/flowHost';
import { flowForRoute, type FlowEntry } from '../../../flows/index';
import { flowCaller } from '../../flows/caller';
import { hostContext } from '../../flows/hostContext';
import { readFlow } from '../../flows/flowService';
import { loadStepModule } from '../../steps/loadStepModule';
import type { StepModule } from '../../../schemas/formModule';
import { closedServiceOf, maintenanceNow } from '../../serviceHours/serviceHours';
import { normalisePath } from '../../../routing/guards';
import { flowStatePaths, isAppPath } from '../../../routing/paths';
import { failure } from '../../http/apiResponse';
import { embeddedJson, linkTags, modulesAfterFirstPaint, pageFiles } from './pageHints';
import type { DrawnPage, DrawRequest } from '../../../api/drawnPage';
import { EMBEDDED_ANSWERS as EMBEDDED, SERVER_DRAWN } from '../../../api/embeddedAnswers';

/** Must match `html.cspNonce` in vite.config.ts: Vite writes it on every tag the page needs to trust. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

type DrawPage = (url: URL, request: DrawRequest) => Promise<DrawnPage | null>;

/**
 * The server's drawing of a page, built by `npm run build` into dist/.ssr (vite.config.ts). Without it (a build from
 * before) the browser draws every page, as it did.
 */
async function pageDrawing(dist: string, log: FastifyInstance['log']): Promise<DrawPage | null> {
  const file = join(dist, '.ssr', 'renderPage.js');
  if (!existsSync(file)) {
    log.warn({ dist }, 'no server drawing of flow pages in the build: the browser draws them');
    return null;
  }
  try {
    const drawing = (await import(pathToFileURL(file).href)) as { drawPage?: DrawPage };
    return drawing.drawPage ?? null;
  } catch (error) {
    log.error({ err: error, file }, 'the server drawing of flow pages does not load: the browser draws them');
    return null;
  }
}

/** Vite's tags for the entry and the modules it imports, as `vite build` writes them into the shell. */
const shellModuleTags = new RegExp(
  `<script type="module" crossorigin src="([^"]+)" nonce="${CSP_NONCE_PLACEHOLDER}"></script>\\s*|<link rel="modulepreload" crossorigin href="([^"]+)" nonce="${CSP_NONCE_PLACEHOLDER}">\\s*`,
  'g',
);

/** The shell without its module tags, and what they named: a drawn page asks for them after its first paint. */
function shellModules(shell: string): {
  readonly withoutModules: string;
  readonly entry: string | null;
  readonly preloads: readonly string[];
} {
  let entry: string | null = null;
  const preloads: string[] = [];
  const withoutModules = shell.replace(shellModuleTags, (_tag, script: string | undefined, preload: string | undefined) => {
    if (script) entry = script;
    if (preload) preloads.push(preload);
    return '';
  });
  return { withoutModules, entry, preloads };
}

/** Text for an element's content: a page title may hold what a person typed (a campaign name, a nickname). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The encodings a request accepts, by name (a `q=0` refuses one). */
function accepted(header: string | undefined): Set<string> {
  const names = (header ?? '').split(',').map((part) => part.trim().split(';'));
  return new Set(names.filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? '')).map(([name]) => (name ?? '').trim().toLowerCase()));
}

/**
 * The shell compressed as the browser accepts it. It is answered by the not-found handler, outside the routes
 * @fastify/compress wraps (plugins/app/compression.ts), so it is compressed here, with the same settings.
 */
function encodedShell(html: string, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const encodings = accepted(acceptEncoding);
  if (Buffer.byteLength(html) < 1024) return { body: html };
  if (encodings.has('br')) return { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: 'br' };
  if (encodings.has('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

const apiPrefixes = ['/api/', '/external/', '/v1/', '/v2/', '/v3/', '/oidc/', '/feature/', '/healthz', '/readyz'];

/**
 * Serves the built React app: hashed assets cached for a year, and the HTML shell for every app path with a
 * fresh CSP nonce, never stored. Unknown API paths answer the JSON error shape instead.
 */
export interface FrontEndOptions {
  /** The flows served (flows/index.ts `flowRegistry`): a flow page's shell carries the flow's view. */
  readonly registry: readonly FlowEntry[];
}

/**
 * The view `GET /external/v1/flows/{flowId}/entry` would answer for this page load, when the page is a flow's and
 * the session's person may run it, so the step draws without asking (issue 20). A flow about the selected card is
 * read by the drawing, with the credential of the card the session last selected (src/ssr/renderPage.tsx). Anything
 * the call would refuse is left to it, so the page shows the refusal as before.
 */
async function flowViewFor(
  app: FastifyInstance,
  registry: readonly FlowEntry[],
  request: FastifyRequest,
  path: string,
): Promise<FlowView | null> {
  const session = request.session;
  const entry = flowForRoute(path, registry);
  if (!session || !entry || entry.subject === 'card') return null;
  // Maintenance and a service outside its hours refuse the call (plugins/app/maintenance.ts, routes/flows.ts).
  const now = app.clock();
  if (maintenanceNow(app.productConfig.serviceHours, now) || closedServiceOf(app.productConfig.serviceHours, entry.id, now)) return null;
  try {
    const caller = flowCaller(request);
    if (!entry.roles.includes(caller.role)) return null;
    const host = hostContext(app);
    return (await readFlow(host, entry, caller)).view;
  } catch (error) {
    request.log.warn({ err: error, flow: entry.id }, 'flow view for the page shell failed; the page asks for it');
    return null;
  }
}

/** A step published in the console, as the drawing asks for it by its address: the module this server runs. */
const liveStepOf =
  (app: FastifyInstance) =>
  async (url: string): Promise<StepModule> => {
    const hash = /\/assets\/steps\/([0-9a-f]{20})\.js$/.exec(url)?.[1];
    const module = hash ? await app.liveSteps.moduleByHash(hash) : undefined;
    if (!module) throw new Error(`no live step module at ${url}`);
    return loadStepModule(module);
  };

/** An answer's headers as fetch's: a repeated header joined, as HTTP allows. */
function fetchHeaders(headers: Readonly<Record<string, string | string[] | number | undefined>>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return result;
}

/**
 * The page's calls while the server draws it: answered by this server's own routes in-process (`inject`), as the
 * person's browser would be answered, with their session cookie and address (so throttles and limits count them).
 */
function callsOf(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const answer = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const noBody = [204, 205, 304].includes(answer.statusCode);
    return new Response(noBody ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: fetchHeaders(answer.headers),
    });
  };
}

export default fp<FrontEndOptions>(
  async (app, options) => {
    const dist = resolve(app.config.DIST_DIR);
    // The app's pages and its flows' states, and a page per configured campaign (SPEC 2.3: /campaign/<slug>), read
    // when asked: product staff publish campaigns while the service runs (issue 31 item 5).
    const statePaths = await flowStatePaths();
    const campaignPath = (path: string): boolean =>
      app.productConfig.campaigns.some((campaign) => path.replace(/\/+$/, '') === `/campaign/${campaign.slug}`);
    const shell = await readFile(join(dist, 'index.html'), 'utf8').catch(() => null);
    const filesFor = await pageFiles(dist);
    const modules = shell === null ? null : shellModules(shell);
    const drawPage = shell === null ? null : await pageDrawing(dist, app.log);
    if (shell === null) app.log.warn({ dist }, 'front end not built: run "npm run build"');

    /**
     * A person's first page drawn here (issues 20 and 33), so it shows before any script has run and asks nothing
     * before it does: a flow's step, or a member's page with what it reads; only a page the routing rules let through
     * on a first load. A drawing that fails leaves the page to the browser, as before.
     */
    const drawn = async (request: FastifyRequest, view: FlowView | null): Promise<DrawnPage | null> => {
      if (!drawPage || !request.session || !request.firstLoadAllowed || request.pageNotFound) return null;
      try {
        return await drawPage(new URL(request.url, 'http://localhost'), {
          view,
          fetchInProcess: callsOf(app, request),
          liveStep: liveStepOf(app),
        });
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'drawing the page failed; the browser draws it');
        return null;
      }
    };

    if (shell !== null) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // The build writes a .br and a .gz beside every text file (scripts/precompressAssets.ts): sent to a browser
        // that accepts them, with Content-Encoding and Vary: Accept-Encoding.
        preCompressed: true,
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/') && !pathName.startsWith('/.ssr/'),
        setHeaders: (reply, filePath) => {
          void reply.header(
            'cache-control',
            filePath.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !apiPrefixes.some((p) => path.startsWith(p));
      if (!wantsPage) return reply.code(404).send(failure('dataNotFound'));
      if (shell === null) {
        return reply.code(503).type('text/plain; charset=utf-8').send('画面を準備中です。npm run build を実行してください。');
      }
      const nonce = reply.htmlCspNonce();
      // The demo page exists only in demo mode (its data route is not even registered otherwise).
      const demoOnly = path === '/develop' && app.config.DEMO !== '1';
      // What GET /api/bff/webToken would answer (routes/authentication.ts); a timed-out session is left to that call,
      // which answers it with the error that sends the person to log in again.
      const webToken = request.sessionExpired
        ? null
        : { isAuthentication: request.session !== null, webTokenKey: request.session?.webTokenKey ?? null };
      const flowView = !request.pageNotFound ? await flowViewFor(app, options.registry, request, path) : null;
      const page = await drawn(request, flowView);
      // A flow about the selected card has its view read by the drawing (for the card the session last selected).
      const shownView = flowView ?? page?.view ?? null;
      const files = filesFor(
        path,
        shownView?.steps.find((step) => step.route === normalisePath(path)),
        page?.module,
      );
      const status = (isAppPath(path, statePaths) || campaignPath(path)) && !request.pageNotFound && !demoOnly ? 200 : 404;
      const head = [
        // The page knows it was not found, for an address the app would otherwise take for one of its own (a flow's
        // prefix): src/shell/documentStatus.ts.
        status === 404 ? '<meta name="page-status" content="404">' : '',
        // A drawn page shows before any script: its modules are asked for after the paint (pageHints.ts).
        page && modules?.entry
          ? `${linkTags({ scripts: [], styles: files.styles }, nonce)}${modulesAfterFirstPaint(modules.entry, [...modules.preloads, ...files.scripts.map((file) => `/${file}`)], nonce)}`
          : linkTags(files, nonce),
        shownView ? embeddedJson(EMBEDDED.flowView, shownView, nonce) : '',
        page ? embeddedJson(EMBEDDED.routerState, page.routerState, nonce) : '',
        page && Object.keys(page.reads).length ? embeddedJson(EMBEDDED.pageReads, page.reads, nonce) : '',
        page?.credential ? embeddedJson(EMBEDDED.credential, page.credential, nonce) : '',
        request.guardContext ? embeddedJson(EMBEDDED.guardContext, request.guardContext, nonce) : '',
        webToken ? embeddedJson(EMBEDDED.webToken, webToken, nonce) : '',
      ].join('');
      // Replaced by functions: a string replacement would read "$&" or "$'" in a person's answers as patterns.
      const html = (page && modules?.entry ? modules.withoutModules : shell)
        .replaceAll(CSP_NONCE_PLACEHOLDER, nonce)
        .replace(/<title>[^<]*<\/title>/, (shellTitle) => (page?.title ? `<title>${escapeHtml(page.title)}</title>` : shellTitle))
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => (page ? `<div id="root" ${SERVER_DRAWN}="">${page.html}</div>` : '<div id="root"></div>'));
      const { body, encoding } = encodedShell(html, request.headers['accept-encoding']);
      if (encoding) void reply.header('content-encoding', encoding);
      return (
        reply
          .code(status)
          // no-store: the shell of a logged-in page must not stay in a shared computer's cache (issue 13 item 10).
          .header('cache-control', 'no-store')
          .header('vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8')
          .send(body)
      );
    });
  },
  { name: 'front-end', dependencies: ['env', 'security'] },
);
