import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decideNavigation, firstLoadDecision, isSmartphone, type GuardContext, type NavigationFacts } from '../../routing/guards';
import { success } from '../http/apiResponse';

declare module 'fastify' {
  interface FastifyRequest {
    /** The routing rules found no page here (SPEC 2.7: /apply/app with the flag off): the shell answers 404. */
    pageNotFound: boolean;
    /** The facts the page's guards judged this page load by; the shell hands them to the router's first judgement. */
    guardContext: GuardContext | null;
    /**
     * The router, judging this load as the direct entry it is, ends on this same page: the page may come drawn by
     * the server (server/plugins/app/frontEnd.ts), which is then the page the router would have drawn.
     */
    firstLoadAllowed: boolean;
  }
}

const appIntegrationFlag = 'appIntegrationDay1';
const nonPagePrefixes = ['/api/', '/external/', '/v1/', '/v2/', '/v3/', '/oidc/', '/feature/', '/healthz', '/readyz', '/assets/'];

/**
 * The server half of SPEC 2.7's routing rules: a page request (the HTML shell) is judged by the same pure
 * function the router uses, so a browser without JavaScript, a crawler or a stale tab gets the same redirect
 * or 404. In-app navigation is the router's to judge; the server always treats a page load as in-app.
 * `GET /api/bff/guardContext` gives the router the facts only the server knows.
 */
export default fp(
  async (app) => {
    app.decorateRequest('pageNotFound', false);
    app.decorateRequest('guardContext', null);
    app.decorateRequest('firstLoadAllowed', false);

    const memberFacts = async (
      request: FastifyRequest,
    ): Promise<{ registrationConfirmed: boolean; formerMember: boolean; cardMember: boolean }> => {
      if (!request.session) return { registrationConfirmed: false, formerMember: false, cardMember: false };
      const member = await app.db
        .selectFrom('members')
        .select(['registration_confirmed', 'role'])
        .where('id', '=', request.session.memberId)
        .executeTakeFirst();
      return {
        registrationConfirmed: member?.registration_confirmed === true,
        formerMember: member?.role === 'former_member',
        cardMember: member?.role === 'member',
      };
    };

    const appIntegration = (): boolean => app.productConfig.featureFlags[appIntegrationFlag]?.enabled === true;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      // Matched routes (API, login, static files) are not pages; only the not-found handler draws the shell.
      if (request.routeOptions.url !== undefined) return;
      const [path = '/', query] = request.url.split('?', 2);
      if (nonPagePrefixes.some((prefix) => path.startsWith(prefix))) return;
      const member = await memberFacts(request);
      const facts: NavigationFacts = {
        path,
        search: query === undefined ? '' : `?${query}`,
        authenticated: request.session !== null,
        ...member,
        smartphone: isSmartphone(request.headers['user-agent'] ?? ''),
        appIntegration: appIntegration(),
        directEntry: false,
        pcSignUpUrl: app.productConfig.externalPages.pcSignUpUrl,
      };
      request.guardContext = {
        isAuthentication: facts.authenticated,
        ...member,
        appIntegration: facts.appIntegration,
        pcSignUpUrl: facts.pcSignUpUrl,
      };
      const decision = decideNavigation(facts);
      request.firstLoadAllowed = decision.kind === 'allow' && firstLoadDecision(facts).kind === 'allow';
      if (decision.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(decision.to, 302);
      if (decision.kind === 'leave') return reply.header('cache-control', 'no-store').redirect(decision.url, 302);
      if (decision.kind === 'notFound') request.pageNotFound = true;
    });

    app.get('/api/bff/guardContext', async (request, reply) => {
      const answer: GuardContext = {
        isAuthentication: request.session !== null,
        ...(await memberFacts(request)),
        appIntegration: appIntegration(),
        pcSignUpUrl: app.productConfig.externalPages.pcSignUpUrl,
      };
      return reply.header('cache-control', 'no-store').send(success(answer));
    });
  },
  { name: 'spa-guards', dependencies: ['session', 'product-config'] },
);
