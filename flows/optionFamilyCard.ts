import { linearEngine } from './linearFlow';
import { optionFamilyCardSpec } from './optionServices';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';
import { SECRET_MARKER } from '../schemas/secrets';

export const engine = linearEngine(optionFamilyCardSpec);

export const flow = defineFlow({
  id: 'optionFamilyCard',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/family-card'],
  repeatable: true,
  // The family card is sent by post to the member (SPEC 6, code 3).
  unavailableTo: ['noAddress'],
  needsCardInUse: true,
  needsValidResidence: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    precautions: [{ agreeFamilyCardPrecautions: true }],
    name: [{ familyLastNameKanji: '佐藤', familyFirstNameKanji: '花子', familyLastNameKana: 'さとう', familyFirstNameKana: 'はなこ' }],
    nameAlpha: [{ familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'HANAKO' }],
    profile: [{ familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' }],
    phone: [{ familyMobNumFull: '080-1234-5678' }],
    pin: [{ familyPinNumber: '3816', familyPinNumberConfirm: '3816' }],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: {
      precautions: { agreeFamilyCardPrecautions: true },
      name: { familyLastNameKanji: '中村', familyFirstNameKanji: '花子', familyLastNameKana: 'ナカムラ', familyFirstNameKana: 'ハナコ' },
      nameAlpha: { familyLastNameAlpha: 'NAKAMURA', familyFirstNameAlpha: 'HANAKO' },
      profile: { familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' },
      phone: { familyMobNumFull: '08012345678' },
      pin: { familyPinNumber: SECRET_MARKER, familyPinNumberConfirm: SECRET_MARKER },
    },
    resultData: { familyName: '中村 花子', familyCardsText: '1枚（あと9枚お申し込みいただけます）' },
  },
});
