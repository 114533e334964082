import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { RequestLogController } from './http/RequestLogController';
import { flowRegistry, type FlowEntry } from '../flows/index';
import database from './plugins/external/database';
import env, { trustProxySetting } from './plugins/external/env';
import security from './plugins/external/security';
import requestGuards from './plugins/external/requestGuards';
import errorHandler from './plugins/app/errorHandler';
import rateLimit from './plugins/app/rateLimit';
import frontEnd from './plugins/app/frontEnd';
import productConfig from './plugins/app/productConfig';
import liveSteps from './plugins/app/liveSteps';
import stepChecks from './plugins/app/stepChecks';
import maintenance from './plugins/app/maintenance';
import outbox from './plugins/app/outbox';
import campaignRewardsJob from './plugins/app/campaignRewardsJob';
import creditBureau from './plugins/app/creditBureau';
import retentionJob from './plugins/app/retentionJob';
import disclosure from './routes/disclosure';
import embeddedIdentityProvider from './plugins/app/embeddedIdentityProvider';
import session from './plugins/app/session';
import credential from './plugins/app/credential';
import expiredRowsCleanup from './plugins/app/expiredRowsCleanup';
import idempotency from './plugins/app/idempotency';
import compression from './plugins/app/compression';
import drain from './plugins/app/drain';
import metrics from './plugins/app/metrics';
import overload from './plugins/app/overload';
import uploads from './plugins/app/uploads';
import embeddedBackups from './plugins/app/embeddedBackups';
import residenceCardUpload from './routes/residenceCardUpload';
import apply from './routes/apply';
import bank from './routes/bank';
import flows from './routes/flows';
import authentication from './routes/authentication';
import bffCredential from './routes/bffCredential';
import bffTestSupport from './routes/bffTestSupport';
import expiration from './routes/expiration';
import campaigns from './routes/campaigns';
import support from './routes/support';
import crashReports from './routes/crashReports';
import applyPlatform from './routes/applyPlatform';
import tokenHashes from './routes/tokenHashes';
import analytics from './routes/analytics';
import applicationStatus from './routes/applicationStatus';
import memberTop from './routes/memberTop';
import statements from './routes/statements';
import authorizations from './routes/authorizations';
import cardPlans from './routes/cardPlans';
import memberInfo from './routes/memberInfo';
import accountTransfer from './routes/accountTransfer';
import familyCards from './routes/familyCards';
import cardApplications from './routes/cardApplications';
import partnerIdLinkage from './routes/partnerIdLinkage';
import messages from './routes/messages';
import webDocuments from './routes/webDocuments';
import userInfo from './routes/userInfo';
import featureFlags from './routes/featureFlags';
import healthz from './routes/healthz';
import liveStepModules from './routes/liveStepModules';
import stepPreviews from './routes/stepPreviews';
import zipcode from './routes/zipcode';
import develop from './routes/develop';
import demoExternalPages from './routes/demoExternalPages';
import sms from './routes/sms';
import mailVerification from './routes/mailVerification';
import smsProtectedCards from './routes/smsProtectedCards';
import spaGuards from './routes/spaGuards';
import firstRegistration from './routes/firstRegistration';
import processorEvents from './cardEvents/processorEventsRoute';
import { processorSecretOf } from './cardEvents/developmentSecret';
import { createCardNotices } from './cardEvents/cardNotices';
import { logSerializers } from './http/logSerializers';
import { answerWithRequestId, requestIdOf } from './http/requestIds';
import { traceRequests } from './telemetry/tracing';

const queryKeyLimit = 1000;

function parseQueryString(query: string): Record<string, string> {
  const parsed = Object.create(null) as Record<string, string>;
  let keys = 0;
  for (const [key, value] of new URLSearchParams(query)) {
    if (!Object.hasOwn(parsed, key) && ++keys > queryKeyLimit) break;
    parsed[key] = value;
  }
  return parsed;
}

export interface AppOptions {
  /** Environment variables; process.env when not given (tests pass their own). */
  environment?: Record<string, unknown>;
  logger?: boolean;
  /** Where log lines go; stdout when not given (the step-save bench logs as production does, into /dev/null). */
  logStream?: { write(line: string): void };
  /** Share another instance's open database instead of opening one (see plugins/external/database.ts). */
  sharedDatabase?: Kysely<Database>;
  /** The flows the host runs; the registry (flows/index.ts) when not given (tests add a fixture flow). */
  flows?: readonly FlowEntry[];
  /** The instant the flows read (server/flows/hostContext.ts); the machine's clock when not given (tests inject one). */
  clock?: () => Date;
}

// Nothing personal in logs (DESIGN.md): credentials, cookies and names are cut out wherever they appear.
const redactedPaths = ['req.headers.cookie', 'req.headers.authorization', 'req.headers.ppcdcredential', 'res.headers["set-cookie"]'];

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const environment = options.environment ?? process.env;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: String(environment['LOG_LEVEL'] ?? 'info'),
            redact: { paths: redactedPaths, censor: '[redacted]' },
            serializers: logSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    // PGlite compiles its WebAssembly and migrates on start; on a busy two-core machine that can pass
    // Fastify's 10-second default, which would fail a healthy start.
    pluginTimeout: 60_000,
    // Behind a TLS proxy the socket address is the proxy's: limits keyed on it would lock everybody out at once.
    trustProxy: trustProxySetting(environment['TRUST_PROXY']),
    // SPEC 9: query parse limit of 1000 keys.
    routerOptions: { maxParamLength: 200, querystringParser: parseQueryString },
  });

  // Before every other hook and route, so each is inside the request's span (when tracing is on).
  await traceRequests(app);
  answerWithRequestId(app);

  app.decorate('clock', options.clock ?? (() => new Date()));
  await app.register(env, { data: environment });
  // First of all hooks: an overloaded instance refuses a request before anything else looks at it.
  await app.register(overload);
  await app.register(drain);
  // Before the database and the session lookup: what the edge refuses never reaches either.
  await app.register(requestGuards);
  await app.register(database, options.sharedDatabase ? { shared: options.sharedDatabase } : {});
  await app.register(metrics);
  await app.register(security);
  await app.register(productConfig);
  await app.register(liveSteps);
  await app.register(stepChecks);
  await app.register(maintenance);
  await app.register(outbox);
  await app.register(campaignRewardsJob);
  await app.register(creditBureau);
  await app.register(errorHandler);
  await app.register(rateLimit);
  await app.register(session);
  await app.register(credential);
  await app.register(expiredRowsCleanup);
  await app.register(idempotency);
  await app.register(compression);
  await app.register(uploads);
  // After the file store: a photo past its period leaves it too.
  await app.register(retentionJob);
  await app.register(embeddedBackups);
  // Without a partner issuer the service is its own OpenID provider (DESIGN.md, identity and sessions).
  if (!app.config.OIDC_ISSUER) await app.register(embeddedIdentityProvider);

  await app.register(healthz);
  await app.register(liveStepModules);
  await app.register(stepPreviews);
  await app.register(featureFlags);
  await app.register(authentication);
  await app.register(bffCredential);
  await app.register(userInfo);
  await app.register(memberTop);
  await app.register(statements);
  await app.register(authorizations);
  await app.register(cardPlans);
  await app.register(memberInfo);
  await app.register(accountTransfer);
  await app.register(familyCards);
  await app.register(cardApplications);
  await app.register(partnerIdLinkage);
  await app.register(messages);
  await app.register(webDocuments);
  await app.register(campaigns);
  await app.register(support);
  await app.register(crashReports);
  await app.register(applyPlatform);
  await app.register(tokenHashes);
  await app.register(analytics);
  await app.register(applicationStatus);
  await app.register(expiration);
  await app.register(residenceCardUpload);
  // Never in development or production: browser journeys expire credentials through it.
  if (app.config.NODE_ENV === 'test') await app.register(bffTestSupport);
  await app.register(flows, { registry: options.flows ?? flowRegistry });
  await app.register(apply);
  await app.register(bank);
  await app.register(zipcode);
  await app.register(sms);
  await app.register(mailVerification);
  await app.register(smsProtectedCards);
  await app.register(disclosure);
  // The card processor's signed events (issue 60): encapsulated, its own body parser keeps the signed bytes.
  await app.register(processorEvents, { secret: processorSecretOf(app.config), notify: createCardNotices(app.messages, app.clock) });
  // Demo mode only, asked for explicitly (DEMO=1, which `npm start` sets): the local mailbox and SMS outbox.
  if (app.config.DEMO === '1') {
    await app.register(develop, { registry: options.flows ?? flowRegistry });
    await app.register(demoExternalPages);
  }
  await app.register(firstRegistration);
  await app.register(spaGuards);
  await app.register(frontEnd, { registry: options.flows ?? flowRegistry });

  return app;
}
