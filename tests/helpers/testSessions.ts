import type { FastifyInstance } from 'fastify';
import { startSession } from '../../server/sessions/sessionStore';

/** The member behind a demo login id (server/seed/demoAccounts.ts). */
export async function memberIdOf(app: FastifyInstance, loginId: string): Promise<string> {
  const row = await app.db
    .selectFrom('embedded_idp_accounts')
    .innerJoin('members', 'members.oidc_subject', 'embedded_idp_accounts.subject')
    .select('members.id')
    .where('login_id', '=', loginId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A database session for a demo login id, as the OpenID callback would start it; returns the cookie value. */
export async function sessionOf(app: FastifyInstance, loginId: string): Promise<string> {
  return startSession(app.db, await memberIdOf(app, loginId));
}
