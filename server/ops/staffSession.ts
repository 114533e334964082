import { createElement } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../enums/staff';
import { recordAudit } from '../audit/auditLog';
import { endStaffSession, findStaffSession, startStaffSession, type StaffMember } from '../operations/staffMembers';
import { MessagePage } from './pages/MessagePage';
import { sendPage } from './renderPage';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in staff member on the console's listener, or null. */
    staff: StaffMember | null;
  }
  interface FastifyInstance {
    /** preHandler: a logged-in staff member holding one of these roles; else the login, or 403 logged. */
    requireRole(...roles: StaffRole[]): preHandlerAsyncHookHandler;
    logInStaff(reply: FastifyReply, subject: string): Promise<void>;
    logOutStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * The console's own session (issue 31): its own cookie, which the member service never sets or reads, SameSite
 * strict (a link from a mail or another site arrives logged out), in the database like the members' sessions so any
 * instance serves the next call. A member's session cookie, sent to this host's other port, is read by nothing here.
 */
export default fp(
  async (app: FastifyInstance) => {
    const secure = app.config.OPS_ORIGIN.startsWith('https://');
    const cookieName = secure ? '__Host-ops_session' : 'ops_session';
    const cookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure } as const;
    app.decorateRequest('staff', null);

    app.addHook('onRequest', async (request) => {
      const id = request.cookies[cookieName];
      if (id && /^[A-Za-z0-9_-]{43}$/.test(id)) request.staff = await findStaffSession(app.db, id);
    });

    app.decorate('logInStaff', async (reply: FastifyReply, subject: string) => {
      const id = await startStaffSession(app.db, subject);
      void reply.setCookie(cookieName, id, cookieOptions);
    });
    app.decorate('logOutStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      const id = request.cookies[cookieName];
      if (id) await endStaffSession(app.db, id);
      void reply.clearCookie(cookieName, cookieOptions);
    });

    app.decorate('requireRole', (...roles: StaffRole[]): preHandlerAsyncHookHandler => {
      return async (request, reply) => {
        const staff = request.staff;
        if (!staff) {
          if (request.method === 'GET') return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
          return sendPage(
            reply,
            401,
            createElement(MessagePage, {
              title: 'ログインしてください',
              staff: null,
              message: 'ログインの有効期限が切れました。ログインし直してから、もう一度操作してください。',
              link: { href: '/login', text: 'ログインする' },
            }),
          );
        }
        if (roles.some((role) => staff.roles.includes(role))) return;
        // A refusal is itself worth an auditor's eye: who tried to open what.
        await app.db.transaction().execute((trx) =>
          recordAudit(trx, {
            actor: `staff:${staff.subject}`,
            action: 'access.denied',
            subject: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? request.url}` },
            detail: { path: request.url.split('?')[0] ?? '' },
          }),
        );
        request.log.warn({ staff: staff.subject, route: request.routeOptions.url }, 'staff route refused: role missing');
        return sendPage(
          reply,
          403,
          createElement(MessagePage, {
            title: '権限がありません',
            staff,
            message: `この画面は${roles.map((role) => STAFF_ROLE_LABELS[role]).join('・')}の権限が必要です。必要な場合は管理者に権限の付与を依頼してください。`,
          }),
        );
      };
    });
  },
  { name: 'staffSession', dependencies: ['@fastify/cookie'] },
);
