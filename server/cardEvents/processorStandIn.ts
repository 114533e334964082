import { randomUUID } from 'node:crypto';
import { tokyoToday } from '../../validators/calendar';
import type { CardEvent } from './cardEvent';

/**
 * The demo's stand-in for the card processor: the events a scenario of the demo sends, through the same signed
 * intake the real processor uses (`npm run processor-events`, /develop's 「カードのイベントを送る」). Fictional shops;
 * every id is new, so a scenario can be sent again.
 */
export const STAND_IN_SCENARIOS = ['domestic', 'abroad', 'declined', 'cleared', 'statementFixed', 'paymentMissed'] as const;
export type StandInScenario = (typeof STAND_IN_SCENARIOS)[number];

export const isStandInScenario = (value: unknown): value is StandInScenario =>
  typeof value === 'string' && (STAND_IN_SCENARIOS as readonly string[]).includes(value);

const id = (prefix: string): string => `${prefix}-${randomUUID()}`;

/** This month's billing month and next month's, in Tokyo, as a bill is named. */
function months(now: Date): { thisMonth: string; dueDate: string } {
  const thisMonth = tokyoToday(now).slice(0, 7).replace('-', '');
  const year = Number(thisMonth.slice(0, 4));
  const month = Number(thisMonth.slice(4));
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { thisMonth, dueDate: `${next}-27` };
}

export function standInEvents(scenario: StandInScenario, cardToken: string, now: Date = new Date()): CardEvent[] {
  const occurredAt = now.toISOString();
  const base = { cardToken, occurredAt } as const;
  const { thisMonth, dueDate } = months(now);
  switch (scenario) {
    case 'domestic':
      return [
        {
          ...base,
          eventId: id('evt'),
          kind: 'authorization.approved',
          data: { authorizationId: id('auth'), amount: 1_280, shopName: 'カフェ・ひだまり', country: 'JP', final: true },
        },
      ];
    case 'abroad':
      return [
        {
          ...base,
          eventId: id('evt'),
          kind: 'authorization.approved',
          data: { authorizationId: id('auth'), amount: 15_400, shopName: 'SEASIDE HOTEL HONOLULU', country: 'US', final: false },
        },
      ];
    case 'declined':
      return [
        {
          ...base,
          eventId: id('evt'),
          kind: 'authorization.declined',
          data: { authorizationId: id('auth'), amount: 98_000, shopName: '家電のミナト', country: 'JP', reasonCode: '51' },
        },
      ];
    case 'cleared': {
      const authorizationId = id('auth');
      const usedOn = tokyoToday(now);
      return [
        {
          ...base,
          eventId: id('evt'),
          kind: 'authorization.approved',
          data: { authorizationId, amount: 3_300, shopName: 'グリーンマート中央店', country: 'JP', final: true },
        },
        {
          ...base,
          eventId: id('evt'),
          kind: 'use.cleared',
          data: {
            lineId: id('line'),
            authorizationId,
            usedOn,
            shopName: 'グリーンマート中央店',
            amount: 3_300,
            billingMonth: thisMonth,
            paymentKind: '1',
            category: 'food',
          },
        },
      ];
    }
    case 'statementFixed':
      return [{ ...base, eventId: id('evt'), kind: 'statement.fixed', data: { billingMonth: thisMonth, amount: 52_800, dueDate } }];
    case 'paymentMissed':
      return [{ ...base, eventId: id('evt'), kind: 'payment.missed', data: { billingMonth: thisMonth } }];
  }
}
