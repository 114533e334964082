import type { Kysely } from 'kysely';
import type { ClaimStatusAnswer, RestrictionBanner, TopNotice } from '../../api/memberAreaAnswers';
import type { Card, Database, Member } from '../db/schema';

/**
 * What the member top tells about the selected card (SPEC 3.1 top-screen notices, 4, 7.2 claimstatus, 8.3
 * restriction banners), each derived from the data as it is now.
 */

/**
 * The bill: a month whose due date passed unpaid (50) comes first, whatever is newer; else the newest fixed month
 * (detail 1 or 2), paid (40) or still being paid (30); `none` before the first fixed month.
 */
export async function claimStatus(db: Kysely<Database>, cardId: string): Promise<ClaimStatusAnswer> {
  const unpaid = await db
    .selectFrom('statements')
    .select(['billing_month', 'amount_yen', 'due_date'])
    .where('card_id', '=', cardId)
    .where('payment_status', '=', '50')
    .orderBy('billing_month', 'desc')
    .executeTakeFirst();
  if (unpaid) return { claimStatus: 'unpaid', billingMonth: unpaid.billing_month, amount: unpaid.amount_yen, dueDate: unpaid.due_date };
  const bill = await db
    .selectFrom('statements')
    .select(['billing_month', 'amount_yen', 'due_date', 'payment_status'])
    .where('card_id', '=', cardId)
    .where('detail_status', 'in', ['1', '2'])
    .orderBy('billing_month', 'desc')
    .executeTakeFirst();
  if (!bill) return { claimStatus: 'none', billingMonth: null, amount: null, dueDate: null };
  return {
    claimStatus: bill.payment_status === '40' ? 'paid' : 'paying',
    billingMonth: bill.billing_month,
    amount: bill.amount_yen,
    dueDate: bill.due_date,
  };
}

/** SPEC 4 card statuses that stop every use: suspended by link or automatically, sales stopped, withdrawn. */
const SUSPENDED_STATUSES: ReadonlySet<string> = new Set(['1', '2', '3', '4', '5', '6']);
const RESTRICTION_BANNERS: Readonly<Record<Card['usage_restriction'], RestrictionBanner | null>> = {
  '00': null,
  '01': 'all',
  '02': 'online',
  '03': 'overseas',
  '05': 'onlineAndOverseas',
};

export function restrictionBanner(card: Pick<Card, 'card_status' | 'usage_restriction'>): RestrictionBanner | null {
  if (SUSPENDED_STATUSES.has(card.card_status)) return 'suspended';
  return RESTRICTION_BANNERS[card.usage_restriction];
}

/**
 * SPEC 4's residence-document status as the top's residence notices (SPEC 8.3): cleansing alone; else the validity
 * (renew within months, within a week, restricted when expired) and the review of the last photos (unclear, content
 * differs — also after an address change here —, deficiencies). 00 and 10 need nothing.
 */
export function residenceNotices(status: string): TopNotice[] {
  if (status.startsWith('9')) return ['residenceCleansing'];
  const validity = ({ '2': 'residenceRenew', '3': 'residenceRenewPromptly', '4': 'residenceExpired' } as const)[
    status[0] as '2' | '3' | '4'
  ];
  const review = ({ '1': 'residenceImageUnclear', '2': 'residenceMismatch', '3': 'residenceDeficiency' } as const)[
    status[1] as '1' | '2' | '3'
  ];
  return [...(validity ? [validity] : []), ...(status[0] !== '0' && review ? [review] : [])];
}

/** The SPEC 3.1 notices in the order the top shows them: money first, then what the member must do. */
export function topNotices(
  member: Pick<Member, 'contact_warning' | 'family_credit_pending' | 'residence_document_status' | 'residence_deleted'>,
  card: Pick<Card, 'activated' | 'daiko_cd'>,
  claim: ClaimStatusAnswer['claimStatus'],
): TopNotice[] {
  const notices: TopNotice[] = [];
  if (claim === 'unpaid') notices.push('paymentUnpaid');
  if (claim === 'paid') notices.push('paymentPaid');
  if (!card.activated) notices.push(card.daiko_cd === '1' ? 'goldCardActivation' : 'cardActivation');
  // A card removed once it lapsed (SPEC 3.1 residenceDeleteFlg) is no card to renew or re-photograph: a new one is asked for.
  notices.push(...(member.residence_deleted ? (['residenceDeleted'] as const) : residenceNotices(member.residence_document_status)));
  if (member.contact_warning) notices.push('contactWarning');
  if (member.family_credit_pending) notices.push('familyCreditRegistration');
  return notices;
}
