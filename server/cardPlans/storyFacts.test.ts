import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardPlanInput, cardSettingInput } from '../../flows/exampleInputs';
import { exampleAnswers } from '../../flows/flowExamples';
import { registeredFlows } from '../../flows/testing/flowDefinitions';
import { cardPlanFacts } from './cardPlanInput';
import { cardSettingFacts } from '../memberSettings/cardSettings';
import type { CardPlanState } from './cardPlanState';

/**
 * The card-plan stories (stories/cardPlans) state the figures the server states for one card and each flow's
 * answers (storyFacts.json). This test computes them again with the server's own function and fails when the file
 * is stale; `UPDATE_STORY_ANSWERS=1` (npm run stories) rewrites it.
 */
const file = new URL('../../stories/cardPlans/storyFacts.json', import.meta.url);
const settingsFile = new URL('../../stories/cardSettings/storyFacts.json', import.meta.url);

/** The card `cardPlanInput` (flows/exampleInputs.ts) describes, as the database would hold it. */
const card: CardPlanState = {
  creditLimitYen: cardPlanInput.creditLimitYen,
  revolvingPayment: cardPlanInput.currentRevolvingPayment,
  autoRevolving: false,
  cashingLimit: Number(cardPlanInput.currentCashingLimit),
  cashingContractConfirmed: true,
  restricted: false,
  overdue: false,
  revolvingBalance: cardPlanInput.revolvingBalance,
  instalmentBalance: 0,
  cashingBalance: 0,
  cashingExamination: false,
  openPurchases: [
    { id: 101, usedOn: '2026-11-15', shopName: 'カメラのキタムラ', amount: 89_800 },
    { id: 102, usedOn: '2026-11-03', shopName: 'スーパーマーケット', amount: 3240 },
  ],
  dueDate: '2027-01-27',
};

describe('the card-plan and card-setting stories', () => {
  it('state the figures the server states (npm run stories rewrites them)', async () => {
    // The card-plan flows (those walked from `cardPlanInput`) over their example answers, as the stories draw them.
    const cardPlanFlows = (await registeredFlows()).filter(({ examples }) => examples?.inputs[''] === cardPlanInput);
    const facts = Object.fromEntries(
      cardPlanFlows.map(({ id, examples }) => [id, cardPlanFacts(card, exampleAnswers(examples!.answers), '2026-11-24')]),
    );
    const current = `${JSON.stringify(facts, null, 2)}\n`;
    if (process.env['UPDATE_STORY_ANSWERS'] === '1') writeFileSync(file, current);
    expect(readFileSync(file, 'utf8')).toBe(current);
  });

  it('state the settings figures the server states (npm run stories rewrites them)', () => {
    const facts = cardSettingFacts({
      displayBalance: true,
      usageRestriction: '00',
      etcCards: 0,
      securePasswordSet: false,
      unpaidAmount: cardSettingInput.unpaidAmount,
    });
    const current = `${JSON.stringify(facts, null, 2)}\n`;
    if (process.env['UPDATE_STORY_ANSWERS'] === '1') writeFileSync(settingsFile, current);
    expect(readFileSync(settingsFile, 'utf8')).toBe(current);
  });

  it('name the purchases as the select steps offer them', () => {
    expect(cardPlanInput.revolvingPurchases.map((option) => option.title)).toEqual(
      card.openPurchases.map(
        (purchase) =>
          `${Number(purchase.usedOn.slice(5, 7))}月${Number(purchase.usedOn.slice(8))}日 ${purchase.shopName} ${purchase.amount.toLocaleString('ja-JP')}円`,
      ),
    );
  });
});
