import { describe, expect, it } from 'vitest';
import { applySchemas, applyValidators, type ApplyStepId } from '../generated/apply';
import { normaliseAnswers, validateAnswers, type Answers } from '../stepForm';

const today = '2026-11-22';
const main = { lastNameKanji: '佐藤', firstNameKanji: '健一', mobNumFull: '09013572468' };

function errors(step: ApplyStepId, answers: Answers, context: Answers = {}) {
  const schema = applySchemas[step];
  return validateAnswers(applyValidators[step], schema, normaliseAnswers(schema, answers), context, today).map((error) => error.field);
}

describe('card design steps', () => {
  it('makes a gold campaign applicant choose the gold card', () => {
    expect(errors('designBrand', { cardType: '0', brandCode: '1' }, { campaignCode: 'AG01' })).toEqual(['cardType']);
    expect(errors('designBrand', { cardType: '1', brandCode: '1' }, { campaignCode: 'AG01' })).toEqual([]);
    expect(errors('designBrand', { cardType: '0', brandCode: '1' }, { campaignCode: 'G1' })).toEqual([]);
    expect(errors('designBrand', { cardType: '0', brandCode: '3' })).toEqual(['brandCode']);
  });

  it('offers only the colours the brand has faces in', () => {
    expect(errors('designColor', { cardColor: 'pink' }, { brandCode: '1' })).toEqual([]);
    expect(errors('designColor', { cardColor: 'pink' }, { brandCode: '9' })).toEqual(['cardColor']);
    expect(errors('designColor', { cardColor: 'gold' }, { brandCode: '1' })).toEqual(['cardColor']);
  });

  it('accepts only a face of the chosen card type, brand and colour', () => {
    expect(errors('design', { faceCode: '002' }, { cardType: '0', brandCode: '1', cardColor: 'black' })).toEqual([]);
    expect(errors('design', { faceCode: '006' }, { cardType: '0', brandCode: '1', cardColor: 'black' })).toEqual(['faceCode']);
    expect(errors('design', { faceCode: '013' }, { cardType: '0', brandCode: '1', cardColor: 'black' })).toEqual(['faceCode']);
    expect(errors('design', { faceCode: '004' }, { cardType: '1', brandCode: '1' })).toEqual([]);
    expect(errors('design', { faceCode: '002' }, { cardType: '1', brandCode: '1' })).toEqual(['faceCode']);
    expect(errors('design', { faceCode: '019' }, { cardType: '0', brandCode: '9', cardColor: 'black' })).toEqual(['faceCode']);
  });

  it('takes an optional card name of up to 20 letters, digits, kana and kanji', () => {
    expect(errors('designName', {})).toEqual([]);
    expect(errors('designName', { nickname: '家族の買い物 Visa-1' })).toEqual([]);
    expect(errors('designName', { nickname: 'あ'.repeat(21) })).toEqual(['nickname']);
    expect(errors('designName', { nickname: '<b>カード</b>' })).toEqual(['nickname']);
    expect(errors('designName', { nickname: 'カード😀' })).toEqual(['nickname']);
  });

  it('asks yes or no for the automatic pay-later setting', () => {
    expect(errors('autoPaylater', { autoPaylaterFlg: '1' })).toEqual([]);
    expect(errors('autoPaylater', {})).toEqual(['autoPaylaterFlg']);
  });
});

describe('family-card steps', () => {
  it('offers up to ten family cards, three on a gold card', () => {
    expect(errors('familyCardSelect', { familyCardCount: '10' }, { cardType: '0' })).toEqual([]);
    expect(errors('familyCardSelect', { familyCardCount: '11' }, { cardType: '0' })).toEqual(['familyCardCount']);
    expect(errors('familyCardSelect', { familyCardCount: '3' }, { cardType: '1' })).toEqual([]);
    expect(errors('familyCardSelect', { familyCardCount: '4' }, { cardType: '1' })).toEqual(['familyCardCount']);
    expect(errors('familyCardSelect', { familyCardCount: '4' }, { cardType: '0', campaignCode: '1G' })).toEqual(['familyCardCount']);
    expect(errors('familyCardSelect', {}, { cardType: '0' })).toEqual(['familyCardCount']);
  });

  it("refuses a family member with the main member's name, and applies the name rules of SPEC 5.2", () => {
    const member = { familyLastNameKanji: '佐藤', familyFirstNameKanji: '美咲', familyLastNameKana: 'さとう', familyFirstNameKana: 'ﾐｻｷ' };
    expect(errors('familyCardName', member, main)).toEqual([]);
    expect(errors('familyCardName', { ...member, familyFirstNameKanji: '健一' }, main)).toEqual(['familyLastNameKanji']);
    expect(errors('familyCardName', { ...member, familyLastNameKana: 'SATO' }, main)).toEqual(['familyLastNameKana']);
    expect(errors('familyCardName', { ...member, familyFirstNameKanji: 'あ'.repeat(11) }, main)).toEqual(['familyFirstNameKanji']);
  });

  it('takes the card-holder name in capitals', () => {
    expect(errors('familyCardNameAlpha', { familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'ｍｉｓａｋｉ' })).toEqual([]);
    expect(errors('familyCardNameAlpha', { familyLastNameAlpha: 'SATO1', familyFirstNameAlpha: 'MISAKI' })).toEqual([
      'familyLastNameAlpha',
    ]);
  });

  it("takes a mobile number other than the main member's (SPEC 5.4)", () => {
    expect(errors('familyCardPhone', { familyMobNumFull: '080-2468-1357' }, main)).toEqual([]);
    expect(errors('familyCardPhone', { familyMobNumFull: '090-1357-2468' }, main)).toEqual(['familyMobNumFull']);
    expect(errors('familyCardPhone', { familyMobNumFull: '03-1234-5678' }, main)).toEqual(['familyMobNumFull']);
  });

  it('takes sex, a relation of spouse, parent or child, and a birthday of 18 or over and under 120 (SPEC 5.3)', () => {
    const member = { familySexType: '2', familyRelation: '002', familyBirthDay: '19920704' };
    expect(errors('familyCardSexType', member)).toEqual([]);
    expect(errors('familyCardSexType', { ...member, familyRelation: '001' })).toEqual(['familyRelation']);
    expect(errors('familyCardSexType', { ...member, familyBirthDay: '20081123' })).toEqual(['familyBirthDay']);
    expect(errors('familyCardSexType', { ...member, familyBirthDay: '19061123' })).toEqual([]);
    expect(errors('familyCardSexType', { ...member, familyBirthDay: '19061122' })).toEqual(['familyBirthDay']);
  });
});
