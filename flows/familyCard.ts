import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';
import { SECRET_MARKER } from '../schemas/secrets';

/**
 * A family card added to the selected card (SPEC 2.6 /member/setting/family-card: the list is its own page, the
 * add pages and their confirm a flow): who will use it, the name on the card, sex, relation and birthday, their
 * mobile number and the card's PIN; at most 10 on a regular card and 3 on a gold one (SPEC 9, the 4008/4009 screens).
 */
export const familyCardSpec: LinearFlowSpec = {
  id: 'familyCard',
  base: '/member/setting/family-card',
  steps: [
    { id: 'name', path: 'add' },
    { id: 'nameAlpha', path: 'add/name-alpha' },
    { id: 'profile', path: 'add/profile' },
    { id: 'phone', path: 'add/phone-number' },
    { id: 'pin', path: 'add/pin' },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(familyCardSpec);

export const flow = defineFlow({
  id: 'familyCard',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/family-card/add', '/member/setting/family-card/confirm', '/member/setting/family-card/complete'],
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
    name: [{ familyLastNameKanji: '佐藤', familyFirstNameKanji: '花子', familyLastNameKana: 'さとう', familyFirstNameKana: 'はなこ' }],
    nameAlpha: [{ familyLastNameAlpha: 'sato', familyFirstNameAlpha: 'HANAKO' }],
    profile: [{ familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' }],
    phone: [{ familyMobNumFull: '080-1234-5678' }],
    pin: [{ familyPinNumber: '3816', familyPinNumberConfirm: '3816' }],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: {
      name: { familyLastNameKanji: '中村', familyFirstNameKanji: '花子', familyLastNameKana: 'ナカムラ', familyFirstNameKana: 'ハナコ' },
      nameAlpha: { familyLastNameAlpha: 'NAKAMURA', familyFirstNameAlpha: 'HANAKO' },
      profile: { familySexType: '2', familyRelation: '002', familyBirthDay: '19900415' },
      phone: { familyMobNumFull: '08012345678' },
      pin: { familyPinNumber: SECRET_MARKER, familyPinNumberConfirm: SECRET_MARKER },
    },
    resultData: { familyName: '中村 花子', familyCardsText: '1枚（あと9枚お申し込みいただけます）' },
  },
});
