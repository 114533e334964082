import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { submittedRequest } from '../../seed/submittedRequest';

/** The inquiry number of the demo's waiting application (server/seed/deskCases.ts `desk-apply`). */
export async function deskApplicationInquiry(db: Kysely<Database>): Promise<string> {
  const application = await db
    .selectFrom('applications')
    .select('inquiry_number')
    .where('member_id', '=', 'member-desk-apply')
    .executeTakeFirstOrThrow();
  return application.inquiry_number ?? '';
}

/**
 * `count` bank-agency questions from the demo's `desk-bank`, each through the flow's own completion, a second apart
 * from now: a queue long enough to page.
 */
export async function bankAgencyQuestions(db: Kysely<Database>, count: number, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let index = 0; index < count; index += 1)
      await submittedRequest(trx, {
        flowId: 'bankAgency',
        ownerId: 'member-desk-bank',
        subjectId: '',
        answers: { request: { bankAgencyTopic: '1', contactMethod: '2', inquiryText: `口座開設について（${index + 1}）` } },
        today,
        now: new Date(Date.now() + index * 1000),
        hashSecret: async () => {
          throw new Error('a bank-agency question gives no secret');
        },
      });
  });
}
