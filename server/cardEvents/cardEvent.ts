import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { DeclineReason } from '../../enums/authorization';
import type { CardStatus } from '../../enums/card';
import type { PaymentKind, SpendingCategory } from '../../enums/statement';
import schema from './cardEvent.schema.json' with { type: 'json' };

/**
 * The processor's events as TypeScript, kept in step with cardEvent.schema.json by hand (the schema is what the
 * processor reads; a test sends an example of every kind through both).
 */
interface Envelope<K extends string, D> {
  readonly eventId: string;
  readonly kind: K;
  /** When the processor says it happened: what orders events that arrive out of order. */
  readonly occurredAt: string;
  readonly cardToken: string;
  readonly data: D;
}

export type AuthorizationApproved = Envelope<
  'authorization.approved',
  { authorizationId: string; amount: number; shopName: string; country: string; final: boolean }
>;
export type AuthorizationDeclined = Envelope<
  'authorization.declined',
  { authorizationId: string; amount: number; shopName: string; country: string; reasonCode: DeclineReason }
>;
export type AuthorizationReversed = Envelope<'authorization.reversed', { authorizationId: string }>;
export type UseCleared = Envelope<
  'use.cleared',
  {
    lineId: string;
    authorizationId?: string;
    usedOn: string;
    shopName: string;
    amount: number;
    billingMonth: string;
    paymentKind: PaymentKind;
    category: SpendingCategory;
  }
>;
export type UseRefunded = Envelope<
  'use.refunded',
  { lineId: string; refundOf?: string; usedOn: string; shopName: string; amount: number; billingMonth: string; category: SpendingCategory }
>;
export type StatementFixed = Envelope<'statement.fixed', { billingMonth: string; amount: number; dueDate: string }>;
export type PaymentReceived = Envelope<'payment.received', { billingMonth: string; amount: number; paidOn: string }>;
export type PaymentMissed = Envelope<'payment.missed', { billingMonth: string }>;
export type CardStatusChanged = Envelope<'card.statusChanged', { status: CardStatus }>;

export type CardEvent =
  | AuthorizationApproved
  | AuthorizationDeclined
  | AuthorizationReversed
  | UseCleared
  | UseRefunded
  | StatementFixed
  | PaymentReceived
  | PaymentMissed
  | CardStatusChanged;

export type CardEventKind = CardEvent['kind'];

export const CARD_EVENT_KINDS: readonly CardEventKind[] = [
  'authorization.approved',
  'authorization.declined',
  'authorization.reversed',
  'use.cleared',
  'use.refunded',
  'statement.fixed',
  'payment.received',
  'payment.missed',
  'card.statusChanged',
];

// Compiled once at start: the server compiles at run time (no browser, no CSP to keep), as the product config does.
const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true });
addFormats(ajv);
const validate = ajv.compile<CardEvent>(schema);

/** Where a value is wrong and by which rule, never the value itself (a shop name is the member's business). */
export interface EventProblem {
  readonly path: string;
  readonly rule: string;
}

const problemOf = (error: ErrorObject): EventProblem => ({ path: error.instancePath || '/', rule: error.keyword });

export function parseCardEvent(value: unknown): { event: CardEvent } | { problems: EventProblem[] } {
  if (validate(value)) return { event: value };
  return { problems: (validate.errors ?? []).map(problemOf) };
}

/**
 * What an event is about, the key its ordering is decided by: one authorisation (its approval, decline, reversal
 * and the sale that clears it), one refund, one month's bill (fixed, paid, missed), or the card itself.
 */
export function subjectOf(event: CardEvent): string {
  switch (event.kind) {
    case 'authorization.approved':
    case 'authorization.declined':
    case 'authorization.reversed':
      return `authorization:${event.data.authorizationId}`;
    case 'use.cleared':
      return event.data.authorizationId ? `authorization:${event.data.authorizationId}` : `line:${event.data.lineId}`;
    case 'use.refunded':
      return `line:${event.data.lineId}`;
    case 'statement.fixed':
    case 'payment.received':
    case 'payment.missed':
      return `month:${event.data.billingMonth}`;
    case 'card.statusChanged':
      return 'card';
  }
}
