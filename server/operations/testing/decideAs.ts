import type { FastifyInstance } from 'fastify';
import { tokyoToday } from '../../../validators/calendar';
import { staffSubjectOf } from '../../seed/staffAccounts';
import type { CaseKind } from '../caseKind';
import { ensureBureauAnswer } from '../bureauInquiry';
import { decideCase, examinationCase, type DecisionOutcome } from '../examination';
import { staffMember } from '../staffMembers';

/**
 * A staff demo account's decision on a case, as the console's form makes it (server tests that need a case decided
 * and are not about the console itself): at the case's current version, with a reason fitting the decision.
 */
export async function decideAs(
  app: FastifyInstance,
  loginId: string,
  kind: CaseKind,
  id: string | number,
  decision: 'approved' | 'declined',
  amount: number | null = null,
): Promise<DecisionOutcome> {
  const staff = await staffMember(app.db, staffSubjectOf(loginId));
  if (!staff) throw new Error(`no staff demo account ${loginId}`);
  // As the console's decision does: the credit bureau is asked first where its answer is still missing.
  if (decision === 'approved') await ensureBureauAnswer(app.db, app.creditBureau, kind, String(id));
  const found = await examinationCase(app.db, kind, String(id));
  return decideCase(app.db, app.messages, {
    kind,
    id: String(id),
    version: found?.version ?? 0,
    decision,
    reasonCode: decision === 'approved' ? 'A01' : 'D01',
    note: '',
    amount,
    staff,
    today: tokyoToday(new Date()),
  });
}
