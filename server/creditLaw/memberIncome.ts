import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

const manYen = (value: unknown): number | null => (typeof value === 'string' && /^[0-9]{1,6}$/.test(value) ? Number(value) * 10_000 : null);

/**
 * A member's own yearly income in yen, as they last told it: the job change flow's answers (members.occupation),
 * else their card application's; null where neither holds it (the demo's seeded members). A homemaker gives no income
 * of their own, 0 here: 貸金業法's spouse-income exception (配偶者貸付, 施行規則 第10条の23) is not offered.
 */
export async function memberAnnualIncomeYen(db: Kysely<Database> | Transaction<Database>, memberId: string): Promise<number | null> {
  const member = await db.selectFrom('members').select('occupation').where('id', '=', memberId).executeTakeFirst();
  const occupation = (member?.occupation ?? null) as Readonly<Record<string, unknown>> | null;
  if (occupation) return occupation['jobCode'] === '08' ? 0 : manYen(occupation['income']);
  const application = await db.selectFrom('applications').select('answers').where('member_id', '=', memberId).executeTakeFirst();
  if (!application) return null;
  if (application.answers['profession']?.['jobCode'] === '08') return 0;
  return manYen(application.answers['income']?.['income']);
}
