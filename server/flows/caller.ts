import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FlowRole } from '../../flows/flowHost';
import type { Database, MembersTable } from '../db/schema';
import { DomainError } from '../http/DomainError';

/** Who calls a flow: the session's member, their role, and the card the credential selected (a card flow's subject). */
export interface FlowCaller {
  readonly memberId: string;
  readonly role: FlowRole;
  readonly cardId: string | null;
}

const ROLES: Readonly<Record<MembersTable['role'], FlowRole>> = { applicant: 'applicant', member: 'member', former_member: 'formerMember' };

/** The caller of a credentialed request (after `requireCredential`). */
export async function flowCaller(db: Kysely<Database>, request: FastifyRequest): Promise<FlowCaller> {
  if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
  const { memberId } = request.session;
  const member = await db.selectFrom('members').select('role').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw new DomainError('refreshTokenExpired', 'session of a member who no longer exists');
  return { memberId, role: ROLES[member.role], cardId: request.credential?.cardId ?? null };
}
