import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createElement } from 'react';
import security from '../plugins/external/security';
import { trustProxySetting } from '../plugins/external/env';
import { recordAudit } from '../audit/auditLog';
import { MessagePage } from './pages/MessagePage';
import { sendPage } from './renderPage';
import { withoutHiddenCharacters } from '../../validators/controlCharacters';
import staffSession from './staffSession';
import staffIdentityProvider from './staffIdentityProvider';
import staffLogin from './routes/staffLogin';
import cases from './routes/cases';
import search from './routes/search';
import audit from './routes/audit';
import fulfilment from './routes/fulfilment';
import config from './routes/config';
import metrics from './routes/metrics';
import funnels from './routes/funnels';
import disclosures from './routes/disclosures';
import rightsRequests from './routes/rightsRequests';
import healthz from '../routes/healthz';
import { RequestLogController } from '../http/RequestLogController';
import { answerWithRequestId, requestIdOf } from '../http/requestIds';
import { observeRequests } from '../metrics/requestMetrics';
import { traceRequests } from '../telemetry/tracing';
import steps from './routes/steps';

const stylesheet = readFileSync(new URL('./ops.css', import.meta.url));
// The service's card in the console's colours: a staff member with both open tells the tabs apart (issue 58).
const favicon = readFileSync(new URL('./favicon.svg', import.meta.url));

/**
 * The staff console (issue 31) as its own Fastify instance on its own listener (OPS_PORT): none of the member
 * service's routes exist here, and none of the console's on the public port, so an operator keeps it off the
 * internet by not routing to it. It shares the service's process parts (configuration, database, outbox, file store)
 * and registers the same security headers.
 */
export async function buildOpsApp(service: FastifyInstance): Promise<FastifyInstance> {
  // Issue 56 item 6: the same request ids and the one log line per request as the service's listener.
  const ops = Fastify({
    loggerInstance: service.log.child({ listener: 'ops' }),
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    pluginTimeout: 60_000,
    trustProxy: trustProxySetting(service.config.TRUST_PROXY),
  });
  await ops.register(
    fp(
      async (instance) => {
        instance.decorate('config', service.config);
      },
      { name: 'env' },
    ),
  );
  await traceRequests(ops);
  answerWithRequestId(ops);
  observeRequests(ops, 'ops');
  ops.decorate('db', service.db);
  ops.decorate('databaseKind', service.databaseKind);
  ops.decorate('drain', service.drain);
  ops.decorate('metricsRegistry', service.metricsRegistry);
  ops.decorate('messages', service.messages);
  ops.decorate('outboxWorker', service.outboxWorker);
  ops.decorate('creditBureau', service.creditBureau);
  ops.decorate('fileStorage', service.fileStorage);
  // The same live config object the service reads: a version published here is the service's at once on this
  // instance, and every other instance's within its poll.
  ops.decorate('productConfig', service.productConfig);
  ops.decorate('refreshProductConfig', () => service.refreshProductConfig());
  // The same live steps: a version published here is served by this instance at once, by the others within their poll.
  ops.decorate('liveSteps', service.liveSteps);
  // A save's checks run on the service's runner: one at a time per instance, finished before the service closes.
  ops.decorate('stepChecks', service.stepChecks);
  ops.decorate('clock', service.clock);
  await ops.register(security);
  await ops.register(cookie);
  // Probes and the scraper, before the console's own rules: a machine asks for them, with no origin and no session.
  await ops.register(healthz);
  await ops.register(metrics);

  // CSRF (issue 31): a state-changing call must come from the console's own pages. The browser says where a form was
  // sent from (Origin, or Sec-Fetch-Site); a foreign one is refused before any session is read. The provider's token
  // endpoint is called server to server and carries neither.
  const origin = service.config.OPS_ORIGIN;
  ops.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.url.startsWith('/oidc/') && !request.url.startsWith('/oidc/interaction/')) return;
    const from = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (from === origin || (from === undefined && site === 'same-origin')) return;
    request.log.warn({ origin: from, site }, 'console call from a foreign origin refused');
    await service.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: 'unknown',
        action: 'access.foreignOrigin',
        subject: { type: 'route', id: request.url.split('?')[0] ?? '' },
        detail: { origin: from ?? null },
      }),
    );
    return sendPage(
      reply,
      403,
      createElement(MessagePage, {
        title: '操作できませんでした',
        staff: null,
        message: 'この操作は業務コンソールの画面からのみ行えます。',
      }),
    );
  });

  await ops.register(staffSession);
  if (!service.config.OPS_OIDC_ISSUER) await ops.register(staffIdentityProvider);
  await ops.register(async (pages) => {
    // The console's forms post plain url-encoded fields; a repeated name keeps its first value. The service's edge
    // reads JSON only, so the hidden characters the member side refuses (a NUL, a C1 control, a bidirectional mark,
    // U+2028 from a word processor's line break) are taken out here: what staff paste into a note or a campaign's
    // text, which every member reads, is kept without them rather than refused and lost.
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [given, value] of new URLSearchParams(String(body))) {
        const name = withoutHiddenCharacters(given);
        if (!Object.hasOwn(fields, name)) fields[name] = withoutHiddenCharacters(value);
      }
      done(null, fields);
    });
    pages.get('/ops.css', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(stylesheet),
    );
    pages.get('/favicon.svg', async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(favicon),
    );
    await pages.register(staffLogin);
    await pages.register(cases);
    await pages.register(search);
    await pages.register(audit);
    await pages.register(fulfilment);
    await pages.register(config);
    await pages.register(steps);
    await pages.register(funnels);
    await pages.register(disclosures);
    await pages.register(rightsRequests);
    pages.setNotFoundHandler((request, reply) =>
      sendPage(
        reply,
        404,
        createElement(MessagePage, {
          title: '見つかりません',
          staff: request.staff,
          message: 'このページは見つかりません。',
          link: { href: '/', text: '業務コンソールのトップへ' },
        }),
      ),
    );
  });
  return ops;
}
