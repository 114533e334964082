import type { FastifyRequest } from 'fastify';
import type { FlowRole } from '../../flows/flowHost';
import type { MembersTable } from '../db/schema';
import { DomainError } from '../http/DomainError';

/** Who calls a flow: the session's member, their role, and the card the credential selected (a card flow's subject). */
export interface FlowCaller {
  readonly memberId: string;
  readonly role: FlowRole;
  readonly cardId: string | null;
  /** The session's stored id, which prior-route grants are kept under (server/flows/priorRoutes.ts). */
  readonly sessionIdHash?: string;
  /** The session passed an SMS check within its validity (a flow with `smsRequired`). */
  readonly smsVerified?: boolean;
}

const ROLES: Readonly<Record<MembersTable['role'], FlowRole>> = { applicant: 'applicant', member: 'member', former_member: 'formerMember' };

/**
 * The caller of a credentialed request (after `requireCredential`). The role comes from the session plugin's one
 * read (sessions join members, so a member who no longer exists has no live session): a flow call runs no query
 * of its own to learn who calls (issue 12 item 6).
 */
export function flowCaller(request: FastifyRequest): FlowCaller {
  if (!request.session) throw new DomainError('refreshTokenExpired', 'no session');
  const { memberId, role, idHash, smsVerified } = request.session;
  return { memberId, role: ROLES[role], cardId: request.credential?.cardId ?? null, sessionIdHash: idHash, smsVerified };
}
