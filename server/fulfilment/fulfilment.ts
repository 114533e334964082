import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { CardReissue, CardStatus } from '../../enums/card';
import { japaneseDate } from '../../validators/japaneseDate';
import { tokyoToday } from '../../validators/calendar';
import { recordAudit, type AuditActor } from '../audit/auditLog';
import type { Database } from '../db/schema';
import {
  FULFILMENT_KIND_LABELS,
  FULFILMENT_STATUS_LABELS,
  VENDOR_KIND_CODES,
  type FulfilmentKind,
  type FulfilmentStatus,
} from '../../enums/fulfilment';
import type { Db } from '../flows/draftRepository';
import type { MessageComposer } from '../outbox/messageComposer';
import { mailMember } from '../outbox/recipients';
import { tokyoDateTimeText } from '../outbox/tokyoTime';
import { csvRecord } from '../http/csvRecord';

/**
 * The fulfilment queue (issue 31 item 3): what a member's request leaves for the issuer to post — a reissued card, a
 * new card for a lost or stolen one, a PIN notice, a family card — marked printed (taken into the day's file for the
 * card vendor) and then posted by a person of the issuer. Each change is one transaction with what it causes: the
 * card's state, the member's mail in the outbox and the audit entry. The layout of the vendor's file is in README.md.
 */

export type { FulfilmentKind, FulfilmentStatus } from '../../enums/fulfilment';

// ---------------------------------------------------------------------------------------------------------------
// Requests: written by the member's flow, in the flow's transaction.

export interface FulfilmentRequest {
  readonly kind: FulfilmentKind;
  readonly memberId: string;
  readonly cardId: string;
  /** Only for a family card. */
  readonly familyCardId?: string;
  readonly card4no: string;
}

/** Writes the order in the request's own transaction, so an order exists if and only if the request does. */
export async function requestFulfilment(trx: Transaction<Database>, request: FulfilmentRequest): Promise<number> {
  const row = await trx
    .insertInto('fulfilment_orders')
    .values({
      kind: request.kind,
      member_id: request.memberId,
      card_id: request.cardId,
      family_card_id: request.familyCardId ?? null,
      card4no: request.card4no,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const STOPPED_FOR_LOSS: readonly string[] = [CardStatus.SalesStoppedLoss, CardStatus.SalesStoppedTheft];

/** A new card for a card stopped for loss or theft replaces its number; any other card is reissued as it is. */
export const newCardKind = (cardStatus: string): 'reissue' | 'replacement' =>
  STOPPED_FOR_LOSS.includes(cardStatus) ? 'replacement' : 'reissue';

/** The last four digits of a replacement: anything but the stopped card's, whose number is never used again. */
export function replacementCard4no(stopped: string): string {
  const next = (Number(stopped) + 1 + randomInt(0, 9_999)) % 10_000;
  return String(next).padStart(4, '0');
}

// ---------------------------------------------------------------------------------------------------------------
// The queue.

export interface FulfilmentOrder {
  readonly id: number;
  readonly kind: FulfilmentKind;
  readonly kindLabel: string;
  readonly status: FulfilmentStatus;
  readonly statusLabel: string;
  readonly memberId: string;
  /** The member's registered name (漢字), to whom it is posted. */
  readonly memberName: string;
  readonly cardId: string;
  /** The card the order is about, last four digits only (no full number is stored anywhere). */
  readonly card4no: string;
  readonly familyCardId: string | null;
  /** The family member the family card is for. */
  readonly familyMemberName: string | null;
  readonly requestedAt: Date;
  readonly printedAt: Date | null;
  readonly printedBy: string | null;
  readonly batchDay: string | null;
  readonly postedAt: Date | null;
  readonly postedBy: string | null;
  /** What a change of this order must name: the version the person saw. */
  readonly version: number;
}

export interface QueueFilter {
  /** Without one: every order still to be posted (requested or printed), the work left. */
  readonly status?: FulfilmentStatus;
  readonly kind?: FulfilmentKind;
  /** Posted orders are kept for good; a page of them is shown, newest first. */
  readonly limit?: number;
}

const POSTED_PAGE = 100;

function orderQuery(db: Db) {
  return db
    .selectFrom('fulfilment_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .leftJoin('family_cards as f', 'f.id', 'o.family_card_id')
    .select([
      'o.id',
      'o.kind',
      'o.status',
      'o.member_id',
      'o.card_id',
      'o.card4no',
      'o.family_card_id',
      'o.requested_at',
      'o.printed_at',
      'o.printed_by',
      'o.batch_day',
      'o.posted_at',
      'o.posted_by',
      'o.version',
      'm.last_name_kanji',
      'm.first_name_kanji',
      'f.last_name_kanji as family_last_name',
      'f.first_name_kanji as family_first_name',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

const stamp = (value: Date | null): Date | null => (value === null ? null : new Date(value));

function toOrder(row: OrderRow): FulfilmentOrder {
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: FULFILMENT_KIND_LABELS[row.kind],
    status: row.status,
    statusLabel: FULFILMENT_STATUS_LABELS[row.status],
    memberId: row.member_id,
    memberName: `${row.last_name_kanji} ${row.first_name_kanji}`.trim(),
    cardId: row.card_id,
    card4no: row.card4no,
    familyCardId: row.family_card_id,
    familyMemberName: row.family_last_name === null ? null : `${row.family_last_name} ${row.family_first_name ?? ''}`.trim(),
    requestedAt: new Date(row.requested_at),
    printedAt: stamp(row.printed_at),
    printedBy: row.printed_by,
    batchDay: row.batch_day,
    postedAt: stamp(row.posted_at),
    postedBy: row.posted_by,
    version: row.version,
  };
}

/** The orders to work on, oldest request first (posted ones newest first: the latest are the ones asked about). */
export async function fulfilmentQueue(db: Db, filter: QueueFilter = {}): Promise<FulfilmentOrder[]> {
  let query = orderQuery(db);
  query = filter.status ? query.where('o.status', '=', filter.status) : query.where('o.status', '<>', 'posted');
  if (filter.kind) query = query.where('o.kind', '=', filter.kind);
  query =
    filter.status === 'posted'
      ? query
          .orderBy('o.posted_at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(filter.limit ?? POSTED_PAGE)
      : query.orderBy('o.requested_at').orderBy('o.id');
  if (filter.limit !== undefined && filter.status !== 'posted') query = query.limit(filter.limit);
  return (await query.execute()).map(toOrder);
}

export async function fulfilmentOrder(db: Db, id: number): Promise<FulfilmentOrder | null> {
  const row = await orderQuery(db).where('o.id', '=', id).executeTakeFirst();
  return row ? toOrder(row) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Printed and posted.

export type FulfilmentRefusalReason =
  /** No order of that id. */
  | 'notFound'
  /** The order was changed since the person read it: its version moved. */
  | 'changed'
  /** The order is not in the status this step starts from (printed already, posted already, not printed yet). */
  | 'wrongStatus'
  /** Nothing was chosen, or a chosen order came without the version it was read at. */
  | 'noOrders';

/** Why nothing was written, with who last changed the order and when, and the console's sentence for it. */
export interface FulfilmentRefusal {
  readonly outcome: 'refused';
  readonly reason: FulfilmentRefusalReason;
  readonly orderId: number | null;
  readonly status: FulfilmentStatus | null;
  /** The actor who last moved the order ('staff:<subject>'), null when none did. */
  readonly by: string | null;
  /** That person's name in the console (staff_members), when the actor is a member of staff. */
  readonly byName: string | null;
  readonly at: Date | null;
  readonly message: string;
}

export type MarkPrintedOutcome =
  | { readonly outcome: 'printed'; readonly ids: readonly number[]; readonly batchDay: string }
  | FulfilmentRefusal;
export type MarkPostedOutcome =
  | { readonly outcome: 'posted'; readonly id: number; readonly mailed: 'reissuePosted' | 'pinNoticePosted' | null }
  | FulfilmentRefusal;

export interface MarkPrintedRequest {
  readonly ids: readonly number[];
  readonly actor: AuditActor;
  /** The version of each chosen order as the person's screen showed it, by order id. */
  readonly expectedVersions: Readonly<Record<number, number>>;
  /** The vendor file's day the orders go into (Tokyo, YYYY-MM-DD); today in Tokyo when not given. */
  readonly today?: string;
}

export interface MarkPostedRequest {
  readonly id: number;
  readonly actor: AuditActor;
  readonly expectedVersion: number;
  /** Tokyo's calendar day, YYYY-MM-DD: the day the member's mail says the post left. */
  readonly today: string;
}

interface LockedOrder {
  readonly id: number;
  readonly kind: FulfilmentKind;
  readonly status: FulfilmentStatus;
  readonly version: number;
  readonly member_id: string;
  readonly card_id: string;
  readonly family_card_id: string | null;
  readonly card4no: string;
  readonly printed_by: string | null;
  readonly printed_at: Date | null;
  readonly posted_by: string | null;
  readonly posted_at: Date | null;
}

async function lockOrders(trx: Transaction<Database>, ids: readonly number[]): Promise<Map<number, LockedOrder>> {
  const rows = await trx
    .selectFrom('fulfilment_orders')
    .select([
      'id',
      'kind',
      'status',
      'version',
      'member_id',
      'card_id',
      'family_card_id',
      'card4no',
      'printed_by',
      'printed_at',
      'posted_by',
      'posted_at',
    ])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function staffName(db: Db, actor: string | null): Promise<string | null> {
  if (!actor?.startsWith('staff:')) return null;
  const row = await db
    .selectFrom('staff_members')
    .select('display_name')
    .where('subject', '=', actor.slice('staff:'.length))
    .executeTakeFirst();
  return row?.display_name ?? null;
}

const refusalMessages = {
  notFound: (id: number) => `受付番号${id}の発送物は見つかりません。一覧を読み込み直してください。`,
  noOrders: '印刷済みにする発送物を選んでください。一覧を読み込み直してから、もう一度お選びください。',
  moved: (id: number, who: string, when: string, status: string) =>
    `受付番号${id}は、${who}が${when}に「${status}」にしています。一覧を読み込み直してください。`,
  movedByMember: (id: number, status: string) =>
    `受付番号${id}は、ほかの操作で「${status}」に変わっています。一覧を読み込み直してください。`,
} as const;

/** The refusal of an order that moved or is not where this step starts: who moved it last, and when. */
async function refusalOf(trx: Transaction<Database>, reason: 'changed' | 'wrongStatus', order: LockedOrder): Promise<FulfilmentRefusal> {
  const posted = order.status === 'posted';
  const by = posted ? order.posted_by : order.printed_by;
  const at = stamp(posted ? order.posted_at : order.printed_at);
  const byName = await staffName(trx, by);
  const statusLabel = FULFILMENT_STATUS_LABELS[order.status];
  const message =
    by && at
      ? refusalMessages.moved(order.id, byName ?? by, tokyoDateTimeText(at), statusLabel)
      : refusalMessages.movedByMember(order.id, statusLabel);
  return { outcome: 'refused', reason, orderId: order.id, status: order.status, by, byName, at, message };
}

const simpleRefusal = (reason: 'notFound' | 'noOrders', orderId: number | null): FulfilmentRefusal => ({
  outcome: 'refused',
  reason,
  orderId,
  status: null,
  by: null,
  byName: null,
  at: null,
  message: reason === 'notFound' && orderId !== null ? refusalMessages.notFound(orderId) : refusalMessages.noOrders,
});

/** The first reason this order cannot move from `from`, or undefined when it can. */
async function checkOrder(
  trx: Transaction<Database>,
  id: number,
  order: LockedOrder | undefined,
  from: FulfilmentStatus,
  expectedVersion: number | undefined,
): Promise<FulfilmentRefusal | undefined> {
  if (!order) return simpleRefusal('notFound', id);
  if (expectedVersion === undefined) return simpleRefusal('noOrders', id);
  // The version first: a screen drawn before someone else's change (a second press of 発送済み included) is told who
  // changed the order; a current screen of an order past this step is told where it is.
  if (order.version !== expectedVersion) return refusalOf(trx, 'changed', order);
  if (order.status !== from) return refusalOf(trx, 'wrongStatus', order);
  return undefined;
}

/**
 * Marks the chosen requested orders printed, in the day's batch for the vendor: all of them or, when any one was
 * changed since it was read or is no longer requested, none (the refusal names that one). Printing sends nothing
 * to the member; `messages` is taken so the console calls every step of the queue alike.
 */
export async function markPrinted(
  db: Kysely<Database>,
  _messages: MessageComposer,
  request: MarkPrintedRequest,
): Promise<MarkPrintedOutcome> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  if (ids.length === 0) return simpleRefusal('noOrders', null);
  const batchDay = request.today ?? tokyoToday(new Date());
  return db.transaction().execute(async (trx): Promise<MarkPrintedOutcome> => {
    const orders = await lockOrders(trx, ids);
    for (const id of ids) {
      const refusal = await checkOrder(trx, id, orders.get(id), 'requested', request.expectedVersions[id]);
      if (refusal) return refusal;
    }
    await trx
      .updateTable('fulfilment_orders')
      .set({
        status: 'printed',
        printed_at: sql<Date>`now()`,
        printed_by: request.actor,
        batch_day: batchDay,
        version: sql<number>`version + 1`,
      })
      .where('id', 'in', ids)
      .execute();
    for (const id of ids) {
      const order = orders.get(id);
      if (!order) continue;
      await recordAudit(trx, {
        actor: request.actor,
        action: 'fulfilment.print',
        subject: { type: 'fulfilment_order', id },
        detail: { kind: order.kind, memberId: order.member_id, card4no: order.card4no, batchDay, version: order.version + 1 },
      });
    }
    return { outcome: 'printed', ids, batchDay };
  });
}

/**
 * The new card is with the member: the card may be reissued again (reissue_status back to 0) and waits for its
 * activation. A replacement carries the new number, and the card is in use again once activated: the stopped one
 * is no more. A card closed meanwhile (withdrawn) stays closed.
 */
async function newCardPosted(trx: Transaction<Database>, order: LockedOrder): Promise<void> {
  if (order.family_card_id !== null) return familyCardReplaced(trx, order, order.family_card_id);
  const card = await trx.selectFrom('cards').select('card_status').where('id', '=', order.card_id).forUpdate().executeTakeFirstOrThrow();
  const replaced = order.kind === 'replacement' && STOPPED_FOR_LOSS.includes(card.card_status);
  await trx
    .updateTable('cards')
    .set({
      reissue_status: CardReissue.NotReissuing,
      activated: false,
      ...(replaced ? { card_status: CardStatus.Normal, card4no: order.card4no } : {}),
    })
    .where('id', '=', order.card_id)
    .execute();
}

/** A lost family card's replacement (the suspension's): in use again under its new number, with no activation. */
async function familyCardReplaced(trx: Transaction<Database>, order: LockedOrder, familyCardId: string): Promise<void> {
  const card = await trx.selectFrom('family_cards').select('card_status').where('id', '=', familyCardId).forUpdate().executeTakeFirst();
  if (!card) return;
  const replaced = order.kind === 'replacement' && STOPPED_FOR_LOSS.includes(card.card_status);
  await trx
    .updateTable('family_cards')
    .set({ reissue_status: CardReissue.NotReissuing, ...(replaced ? { card_status: CardStatus.Normal, card4no: order.card4no } : {}) })
    .where('id', '=', familyCardId)
    .execute();
}

/**
 * Marks a printed order posted, with what that causes, in one transaction: a new card's state (newCardPosted), the
 * member's mail (reissuePosted, pinNoticePosted) and the audit entry. A family card has no mail: no mail kind
 * exists for it and the new-card mail's text would ask the member to activate a card the service has no
 * activation for (a family card is not a row of cards); its holder is told by the card in the post.
 */
export async function markPosted(db: Kysely<Database>, messages: MessageComposer, request: MarkPostedRequest): Promise<MarkPostedOutcome> {
  return db.transaction().execute(async (trx): Promise<MarkPostedOutcome> => {
    const order = (await lockOrders(trx, [request.id])).get(request.id);
    const refusal = await checkOrder(trx, request.id, order, 'printed', request.expectedVersion);
    if (refusal || !order) return refusal ?? simpleRefusal('notFound', request.id);
    await trx
      .updateTable('fulfilment_orders')
      .set({ status: 'posted', posted_at: sql<Date>`now()`, posted_by: request.actor, version: sql<number>`version + 1` })
      .where('id', '=', order.id)
      .execute();
    const postedOn = japaneseDate(request.today);
    let mailed: 'reissuePosted' | 'pinNoticePosted' | null = null;
    if (order.kind === 'reissue' || order.kind === 'replacement') {
      await newCardPosted(trx, order);
      // A family card's replacement is told by the card in the post, as a family card is (above).
      mailed = order.family_card_id === null ? 'reissuePosted' : null;
    } else if (order.kind === 'pinNotice') {
      mailed = 'pinNoticePosted';
    }
    if (mailed) await mailMember(trx, messages, order.member_id, mailed, { card4no: order.card4no, postedOn });
    await recordAudit(trx, {
      actor: request.actor,
      action: 'fulfilment.post',
      subject: { type: 'fulfilment_order', id: order.id },
      detail: {
        kind: order.kind,
        memberId: order.member_id,
        card4no: order.card4no,
        postedOn: request.today,
        mail: mailed,
        version: order.version + 1,
      },
    });
    return { outcome: 'posted', id: order.id, mailed };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The vendor's file (layout: README.md).

export const VENDOR_FILE_COLUMNS = [
  '受付番号',
  '種別コード',
  '受付日',
  '印刷日',
  '送付先氏名（漢字）',
  '送付先氏名（カナ）',
  '郵便番号',
  '住所',
  'カード番号下4桁',
  'ブランドコード',
  'カード区分',
  '家族会員氏名（漢字）',
  '家族会員氏名（カナ）',
  '家族会員氏名（ローマ字）',
] as const;

const compactDay = (isoDay: string): string => isoDay.replaceAll('-', '');
const fullName = (last: string | null, first: string | null, separator = ' '): string =>
  [last, first].filter((part) => part !== null && part !== '').join(separator);

/**
 * The day's file for the card vendor: one record per order of that day's batch, by order id, after a header. It
 * reads only: marking printed is a person's decision with their name on it (markPrinted), while a download may be
 * repeated (a browser retrying, a second copy) and must not move anything. The day's orders stay in it once posted,
 * so the file of a day is the same whenever it is fetched.
 */
export async function vendorFile(db: Db, { day }: { readonly day: string }): Promise<string> {
  const rows = await db
    .selectFrom('fulfilment_orders as o')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .innerJoin('cards as c', 'c.id', 'o.card_id')
    .leftJoin('family_cards as f', 'f.id', 'o.family_card_id')
    .select([
      'o.id',
      'o.kind',
      'o.requested_at',
      'o.batch_day',
      'o.card4no',
      'm.last_name_kanji',
      'm.first_name_kanji',
      'm.last_name_kana',
      'm.first_name_kana',
      'm.home_zip_code',
      'm.home_addr_kanji',
      'm.home_sub_addr_kanji',
      'c.network_code',
      'c.daiko_cd',
      'f.last_name_kanji as family_last_kanji',
      'f.first_name_kanji as family_first_kanji',
      'f.last_name_kana as family_last_kana',
      'f.first_name_kana as family_first_kana',
      'f.last_name_alpha as family_last_alpha',
      'f.first_name_alpha as family_first_alpha',
    ])
    .where('o.batch_day', '=', day)
    .where('o.status', 'in', ['printed', 'posted'])
    .orderBy('o.id')
    .execute();
  const lines = rows.map((row) =>
    csvRecord([
      String(row.id),
      VENDOR_KIND_CODES[row.kind],
      compactDay(tokyoToday(new Date(row.requested_at))),
      compactDay(row.batch_day ?? day),
      fullName(row.last_name_kanji, row.first_name_kanji),
      fullName(row.last_name_kana, row.first_name_kana),
      row.home_zip_code ?? '',
      `${row.home_addr_kanji ?? ''}${row.home_sub_addr_kanji ?? ''}`,
      row.card4no,
      row.network_code,
      row.daiko_cd,
      fullName(row.family_last_kanji, row.family_first_kanji),
      fullName(row.family_last_kana, row.family_first_kana),
      fullName(row.family_last_alpha, row.family_first_alpha),
    ]),
  );
  return csvRecord(VENDOR_FILE_COLUMNS) + lines.join('');
}
