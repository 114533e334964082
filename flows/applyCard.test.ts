import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { applyMachine, type ApplyEvent } from './apply';
import { applyFlow } from './testing/flowDefinitions';
import { cardNickname, familyCardCount, familyCardLimit, isGoldApplication } from './applyRules';
import { answersToKeep, metaOf, predictedPath, stepOf } from './engine';
import { employeeAnswers, familyMemberAnswers } from './apply';

describe('gold application (SPEC 4)', () => {
  it('is a gold card chosen, whatever the campaign code', () => {
    expect(isGoldApplication({ cardType: '1' })).toBe(true);
    expect(isGoldApplication({ cardType: '0' })).toBe(false);
  });

  it.each([
    ['AG', true],
    ['1G', true],
    ['SG', true],
    ['AG2025', true],
    ['G', false],
    ['GG', true],
    ['AB', false],
    ['Ag', false],
    ['A', false],
  ])('reads campaign code %s as gold: %s', (campaignCode, gold) => {
    expect(isGoldApplication({ cardType: '0', campaignCode })).toBe(gold);
  });
});

describe('family-card limits (SPEC 5.6, 9)', () => {
  it('allows ten family cards on a regular card and three on a gold one', () => {
    expect(familyCardLimit({ cardType: '0' })).toBe(10);
    expect(familyCardLimit({ cardType: '1' })).toBe(3);
    expect(familyCardLimit({ cardType: '0', campaignCode: 'XG' })).toBe(3);
  });

  it('counts no family card until one is asked for', () => {
    expect(familyCardCount({})).toBe(0);
    expect(familyCardCount({ familyCardCount: '2' })).toBe(2);
  });
});

describe('card name (SPEC 3.1 nickname, isDefaultNickname)', () => {
  it('keeps a name the applicant gave', () => {
    expect(cardNickname({ cardType: '0', brandCode: '1', nickname: 'いつものカード' })).toEqual({
      nickname: 'いつものカード',
      isDefaultNickname: false,
    });
  });

  it('names a card left unnamed after its brand, and a default name follows a change of brand', () => {
    expect(cardNickname({ cardType: '0', brandCode: '1' })).toEqual({ nickname: 'Visaカード', isDefaultNickname: true });
    expect(cardNickname({ cardType: '1', brandCode: '9', nickname: 'Visaカード' })).toEqual({
      nickname: 'ゴールドJCBカード',
      isDefaultNickname: true,
    });
  });

  it('is stored by the clean-up of every save', () => {
    const kept = answersToKeep(applyFlow, { ...employeeAnswers, designName: {} });
    expect(kept['designName']).toEqual({ nickname: 'Visaカード', isDefaultNickname: true });
  });
});

describe('family members on the path', () => {
  const members = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => i + 1).flatMap((n) => [
        [`familyCard${n}Name`, familyMemberAnswers.familyCardName],
        [`familyCard${n}NameAlpha`, familyMemberAnswers.familyCardNameAlpha],
        [`familyCard${n}Phone`, familyMemberAnswers.familyCardPhone],
        [`familyCard${n}SexType`, familyMemberAnswers.familyCardSexType],
      ]),
    );

  it('drops the answers of members beyond a lowered count', () => {
    const kept = answersToKeep(applyFlow, { ...employeeAnswers, familyCardSelect: { familyCardCount: '1' }, ...members(3) });
    expect(Object.keys(kept).filter((step) => step.startsWith('familyCard') && step !== 'familyCardSelect')).toEqual([
      'familyCard1Name',
      'familyCard1NameAlpha',
      'familyCard1Phone',
      'familyCard1SexType',
    ]);
  });
});

describe('card and family states of the machine', () => {
  const next = (answers: Readonly<Record<string, unknown>>): ApplyEvent => ({ type: 'step.next', answers });
  function run(
    overrides: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
    extra: readonly Readonly<Record<string, unknown>>[] = [],
  ): string {
    const actor = createActor(applyMachine, { input: {} }).start();
    for (const [step, answers] of Object.entries(employeeAnswers)) {
      if (String(actor.getSnapshot().value) !== step) continue;
      actor.send(next(overrides[step] ?? answers));
    }
    for (const answers of extra) actor.send(next(answers));
    return String(actor.getSnapshot().value);
  }

  it('asks a regular card its colour and face after the brand, and a gold card neither (SPEC 2.7)', () => {
    const regular = predictedPath(applyFlow, employeeAnswers);
    expect(regular.slice(regular.indexOf('designBrand'), regular.indexOf('designBrand') + 4)).toEqual([
      'designBrand',
      'designColor',
      'design',
      'designName',
    ]);
    const gold = predictedPath(applyFlow, { ...employeeAnswers, designBrand: { cardType: '1', brandCode: '1' } });
    expect(gold).not.toContain('designColor');
    expect(gold).not.toContain('design');
    expect(gold.slice(gold.indexOf('designBrand'), gold.indexOf('designBrand') + 2)).toEqual(['designBrand', 'designName']);
  });

  it("goes through each family member's four pages, then to the confirm step", () => {
    expect(run({}, [])).toBe('confirm');
    const member = Object.values(familyMemberAnswers);
    expect(run({ familyCardSelect: { familyCardCount: '2' } })).toBe('familyCard1Name');
    expect(run({ familyCardSelect: { familyCardCount: '2' } }, member)).toBe('familyCard2Name');
    expect(run({ familyCardSelect: { familyCardCount: '2' } }, [...member, ...member])).toBe('confirm');
  });

  it('generates ten members, each page with its route and the page schema all members share', () => {
    const states = Object.keys(applyMachine.states).filter((state) => /^familyCard\d+/.test(state));
    expect(states).toHaveLength(40);
    expect(metaOf(applyFlow, 'familyCard10Phone')).toEqual({
      route: '/apply/familyCard/10/phone-number',
      schema: 'apply/familyCardPhone',
      counted: false,
      section: '家族カード（10人目）',
    });
    expect(stepOf(applyFlow, 'familyCard3Phone')?.schema).toBe(stepOf(applyFlow, 'familyCard1Phone')?.schema);
  });
});
