import { describe, expect, it } from 'vitest';
import { applyFlow } from './testing/flowDefinitions';
import { isPartnerRoute, isSbRoute, needsPartnerIdLinkage, offersCommunicationFee, partnerOf } from './applyRules';
import { confirmRows, predictedPath, replay, saveStep, stepCounter, submitResult, type AnswersByStep, type FlowInput } from './engine';
import { applyInputs, employeeAnswers, sbPartnerAnswers } from './apply';

const today = '2026-11-22';
const on = { sbIdLinkage: true, sbIdLinkageRollback: false };

describe('partner route predicates (SPEC 4, 6)', () => {
  it.each([
    ['S1001', 'SB'],
    ['SG01', 'SB'],
    ['Y2001', 'YM'],
    ['1001', undefined],
    ['s1001', undefined],
    ['y2001', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('campaign code %s gives partner %s', (campaignCode, partner) => {
    expect(partnerOf({ campaignCode })).toBe(partner);
    expect(isPartnerRoute({ campaignCode })).toBe(partner !== undefined);
    expect(isSbRoute({ campaignCode })).toBe(partner === 'SB');
  });

  it('takes the partner from the shop-id prefixes of config/partnerShops.json when no partner code came', () => {
    expect(partnerOf({ shopId: 'SB0123' })).toBe('SB');
    expect(partnerOf({ shopId: 'YM77' })).toBe('YM');
    expect(partnerOf({ shopId: 'AB0123' })).toBeUndefined();
    expect(partnerOf({ shopId: '' })).toBeUndefined();
    expect(partnerOf({ campaignCode: 'Y2001', shopId: 'SB0123' })).toBe('YM');
  });

  it('links the partner ID under a partner code whatever the flags say', () => {
    expect(needsPartnerIdLinkage({ campaignCode: 'S1001' }, {})).toBe(true);
    expect(needsPartnerIdLinkage({ campaignCode: 'Y2001' }, { sbIdLinkageRollback: true })).toBe(true);
    expect(needsPartnerIdLinkage({ campaignCode: '1001' }, on)).toBe(false);
  });

  it('links a partner-shop landing only while sbIdLinkage is on, and the rollback flag inverts it', () => {
    const shop = { campaignCode: '1001', shopId: 'SB0123' };
    expect(needsPartnerIdLinkage(shop, on)).toBe(true);
    expect(needsPartnerIdLinkage(shop, { sbIdLinkage: false })).toBe(false);
    expect(needsPartnerIdLinkage(shop, {})).toBe(false);
    expect(needsPartnerIdLinkage(shop, { sbIdLinkage: true, sbIdLinkageRollback: true })).toBe(false);
    expect(needsPartnerIdLinkage(shop, { sbIdLinkage: false, sbIdLinkageRollback: true })).toBe(true);
    expect(needsPartnerIdLinkage({ shopId: 'AB0123' }, on)).toBe(false);
  });

  it('offers the fee option on the SB route only, while its flag is on', () => {
    expect(offersCommunicationFee({ campaignCode: 'S1001' }, { sbCommunicationFee: true })).toBe(true);
    expect(offersCommunicationFee({ campaignCode: 'S1001' }, { sbCommunicationFee: false })).toBe(false);
    expect(offersCommunicationFee({ campaignCode: 'Y2001' }, { sbCommunicationFee: true })).toBe(false);
  });
});

const answersOf = { ...employeeAnswers, ...sbPartnerAnswers } as Record<string, Readonly<Record<string, unknown>>>;

/** Saves each step the flow asks for, in order, under one landing. */
function walk(input: FlowInput, until = 'confirm'): { answers: AnswersByStep; currentStep: string } {
  let saved: { answers: AnswersByStep; currentStep: string } = { answers: {}, currentStep: 'acceptPermission' };
  while (saved.currentStep !== until) {
    const step = saved.currentStep;
    const outcome = saveStep(applyFlow, saved, step, answersOf[step] ?? {}, today, input);
    if (outcome.kind !== 'saved') throw new Error(`${step}: ${JSON.stringify(outcome)}`);
    saved = { answers: outcome.answers, currentStep: outcome.currentStep };
  }
  return saved;
}

describe('landing facts in the replay', () => {
  it('walks an S-code landing through the ID linkage and the SB options', () => {
    const { answers } = walk(applyInputs.sbPartner);
    const { path } = replay(applyFlow, answers, today, applyInputs.sbPartner);
    expect(path.slice(0, 3)).toEqual(['acceptPermission', 'sbIdLinkageCertification', 'sbIdLinkagePermission']);
    expect(path.slice(-8)).toEqual([
      'designName',
      'pinNumber',
      'sbCommunicationFeeNumber',
      'sbCommunicationFeeSelect',
      'sbPointAutoExchange',
      'autoPaylater',
      'familyCardSelect',
      'confirm',
    ]);
    expect(submitResult(applyFlow, answers, today, applyInputs.sbPartner)).toBe('complete');
    const rows = confirmRows(applyFlow, answers, replay(applyFlow, answers, today, applyInputs.sbPartner));
    expect(rows.find((row) => row.step === 'sbIdLinkagePermission')?.items).toEqual([
      { field: 'sbIdLinkageConsent', label: 'パートナー携帯会社からお客さま情報を受け取ることに同意します', value: 'はい' },
    ]);
  });

  it('leaves the fee choice out while its flag is off, and the SB options out of a YM landing', () => {
    expect(
      replay(applyFlow, walk(applyInputs.sbPartnerWithoutFeeOption).answers, today, applyInputs.sbPartnerWithoutFeeOption).path,
    ).not.toContain('sbCommunicationFeeSelect');
    const ym = replay(applyFlow, walk(applyInputs.ymPartner).answers, today, applyInputs.ymPartner).path;
    expect(ym).toContain('sbIdLinkagePermission');
    expect(ym).not.toContain('sbCommunicationFeeNumber');
  });

  it('asks a YM landing the contract number and the fee choice under the new YM plan, never the SB points', () => {
    const path = (input: FlowInput) => replay(applyFlow, walk(input).answers, today, input).path;
    expect(path(applyInputs.ymPartner).slice(-4)).toEqual(['pinNumber', 'autoPaylater', 'familyCardSelect', 'confirm']);
    expect(path(applyInputs.ymNewPlan).slice(-6)).toEqual([
      'pinNumber',
      'sbCommunicationFeeNumber',
      'sbCommunicationFeeSelect',
      'autoPaylater',
      'familyCardSelect',
      'confirm',
    ]);
    expect(offersCommunicationFee({ campaignCode: 'Y2001' }, { newYmPlan: true, sbCommunicationFee: false })).toBe(true);
    expect(offersCommunicationFee({ campaignCode: '1001' }, { newYmPlan: true })).toBe(false);
  });

  it('leaves out the card name and the auto paylater under reducedEntryItems, on every route', () => {
    const path = (input: FlowInput) => replay(applyFlow, walk(input).answers, today, input).path;
    // The PIN is never left out: only the optional card name and auto paylater are.
    expect(path(applyInputs.regular).slice(-6)).toEqual([
      'design',
      'designName',
      'pinNumber',
      'autoPaylater',
      'familyCardSelect',
      'confirm',
    ]);
    expect(path(applyInputs.regularReduced).slice(-4)).toEqual(['design', 'pinNumber', 'familyCardSelect', 'confirm']);
    expect(path(applyInputs.sbPartnerReduced).slice(-6)).toEqual([
      'pinNumber',
      'sbCommunicationFeeNumber',
      'sbCommunicationFeeSelect',
      'sbPointAutoExchange',
      'familyCardSelect',
      'confirm',
    ]);
    expect(path(applyInputs.ymNewPlanReduced).slice(-5)).toEqual([
      'pinNumber',
      'sbCommunicationFeeNumber',
      'sbCommunicationFeeSelect',
      'familyCardSelect',
      'confirm',
    ]);
    // Two steps fewer promised from the first counted step on.
    const regular = replay(applyFlow, walk(applyInputs.regular, 'attribute').answers, today, applyInputs.regular);
    const reduced = replay(applyFlow, walk(applyInputs.regularReduced, 'attribute').answers, today, applyInputs.regularReduced);
    expect(stepCounter(applyFlow, regular, 'attribute').stepTotal - stepCounter(applyFlow, reduced, 'attribute').stepTotal).toBe(2);
    expect(submitResult(applyFlow, walk(applyInputs.regularReduced).answers, today, applyInputs.regularReduced)).toBe('complete');
  });

  it('replays the same answers differently without the landing: the partner steps are off the path', () => {
    const { answers } = walk(applyInputs.sbPartner);
    expect(predictedPath(applyFlow, answers, applyInputs.regular)).not.toContain('sbIdLinkageCertification');
    expect(replay(applyFlow, answers, today, applyInputs.regular).frontier).toBe('confirm');
  });

  it('counts the partner steps of a partner landing only', () => {
    const regular = replay(applyFlow, walk(applyInputs.regular, 'attribute').answers, today, applyInputs.regular);
    const partner = replay(applyFlow, walk(applyInputs.sbPartner, 'attribute').answers, today, applyInputs.sbPartner);
    expect(stepCounter(applyFlow, partner, 'attribute').stepTotal - stepCounter(applyFlow, regular, 'attribute').stepTotal).toBe(5);
  });
});

describe('the SMS step', () => {
  it('is answered only for the number it verified', () => {
    const saved = walk(applyInputs.regular, 'smsAuthentication');
    expect(saveStep(applyFlow, saved, 'smsAuthentication', { smsAuthMobNum: '080-9999-0000' }, today)).toEqual({ kind: 'refused' });
    expect(saveStep(applyFlow, saved, 'smsAuthentication', { smsAuthMobNum: '090-1357-2468' }, today)).toMatchObject({
      kind: 'saved',
      currentStep: 'profession',
    });
  });

  it('needs answering again after the mobile number changes, also from the confirm page', () => {
    const done = walk(applyInputs.regular);
    const changed = saveStep(applyFlow, done, 'phoneNumber', { mobNumFull: '080-2222-3333' }, today);
    expect(changed).toMatchObject({ kind: 'saved', currentStep: 'smsAuthentication' });
    if (changed.kind !== 'saved') return;
    expect(changed.replay.frontier).toBe('smsAuthentication');
    expect(submitResult(applyFlow, changed.answers, today)).toBeUndefined();
    // The branches after it keep their answers (the workplace of the employed), so proving the new number returns to confirm.
    expect(changed.answers['workplace']).toBeDefined();
    const proved = saveStep(
      applyFlow,
      { answers: changed.answers, currentStep: changed.currentStep },
      'smsAuthentication',
      { smsAuthMobNum: '080-2222-3333' },
      today,
    );
    expect(proved).toMatchObject({ kind: 'saved', currentStep: 'confirm' });
  });
});
