/**
 * The answers of the revolving and cashing tops' reads (issue 17), as the server sends them and the pages read
 * them: money in integer yen, rates in basis points (1500 is 15.0 %), dates `YYYY-MM-DD` in Asia/Tokyo.
 */
import type { StatementCard } from './memberAreaAnswers';

/** GET /external/v1/revo/top: the selected card's revolving course and balance. Opens the way to revo cashing (SPEC 2.7). */
export interface RevoTopAnswer {
  readonly card: StatementCard;
  readonly revolvingPayment: number;
  readonly autoRevolving: boolean;
  readonly revolvingBalance: number;
  readonly revolvingRate: number;
  readonly cashingRate: number;
  readonly cashingAvailable: number;
  /** One-payment purchases of the open statement that can still be made revolving. */
  readonly openPurchases: number;
  /** A card restricted or overdue takes no change (the pages say so instead of offering the links). */
  readonly changesRefused: boolean;
}

/** GET /external/v1/cashing/top: the selected card's cashing limit and what is left of it. */
export interface CashingTopAnswer {
  readonly card: StatementCard;
  readonly cashingLimit: number;
  readonly cashingBalance: number;
  readonly cashingAvailable: number;
  readonly cashingRate: number;
  /** A raise of the cashing limit is being examined. */
  readonly examination: boolean;
  readonly dueDate: string | null;
}

/** GET /external/v1/card/settings: the selected card's settings as the settings top and the 3-D Secure top show them. */
export interface CardSettingsAnswer {
  readonly card: StatementCard;
  readonly displayBalance: boolean;
  /** SPEC 4 usage restriction code (00 none). */
  readonly usageRestriction: '00' | '01' | '02' | '03' | '05';
  readonly etcCards: number;
  readonly securePasswordRegistered: boolean;
  /** A PIN set through this service (a card issued with one has it too: the SPEC shows no way to tell). */
  readonly pinChanged: boolean;
}
