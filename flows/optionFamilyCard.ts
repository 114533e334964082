import { linearEngine } from './linearFlow';
import { optionFamilyCardSpec } from './optionServices';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

export const engine = linearEngine(optionFamilyCardSpec);

export const flow = defineFlow({
  id: 'optionFamilyCard',
  roles: ['member'],
  subject: 'card',
  routes: ['/apply/option-service/family-card'],
  repeatable: true,
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
});
