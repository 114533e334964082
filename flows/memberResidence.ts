import { isAddressListedOnCardBack, needsResidenceExpiry } from './applyRules';
import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/**
 * The member's nationality and residence card (SPEC 2.6 "nationality has residence-card upload, expiration and
 * verification steps", 2.7 prior route, 5.6, 5.7; the SPEC shows no paths, so they are ours under /member/info). The
 * application's own steps and rules: the nationality with the status of residence; for a status with an expiry, the
 * expiry, the front, whether the back carries an address and then the back; then the verification (the member
 * declares the card's content is what they reported), confirm. A Japanese national or a permanent status goes from
 * the nationality straight to confirm, and the server drops every residence answer the path left.
 */
const cardSteps = (answers: Readonly<Record<string, unknown>>): boolean => needsResidenceExpiry(answers);
const backListed = (answers: Readonly<Record<string, unknown>>): boolean => isAddressListedOnCardBack(answers);

export const memberResidenceSpec: LinearFlowSpec = {
  id: 'memberResidence',
  base: '/member/info/nationality',
  steps: [
    { id: 'nationality', path: '' },
    { id: 'residenceExpiration', path: 'expiration', when: cardSteps },
    { id: 'residenceFrontUpload', path: 'front-upload', when: cardSteps },
    { id: 'residenceBackAddress', path: 'back-address', when: cardSteps },
    { id: 'residenceBackUpload', path: 'back-upload', when: [cardSteps, backListed] },
    { id: 'verification', path: 'verification', when: cardSteps },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(memberResidenceSpec);

/**
 * SPEC 2.7: the nationality pages check their prior route, which the member info page's read opens this session.
 */
export const flow = defineFlow({
  id: 'memberResidence',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/info/nationality'],
  repeatable: true,
  priorRoute: 'memberInfo',
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 * A Japanese national, a permanent resident (no expiry, no card photos), a student with and without an address on the back.
 */
export const examples = defineExamples({
  answers: {
    nationality: [{ nationality: 'JP' }, { nationality: 'US', residenceStatus: '30' }, { nationality: 'VN', residenceStatus: '26' }],
    residenceExpiration: [{ residenceDateExpiration: '20280331' }],
    residenceFrontUpload: [
      { residenceCardFilenameFace: '0b7c3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg', residenceCardFilenameFaceOriginal: 'front.jpg' },
    ],
    residenceBackAddress: [{ addressListedOnCardBack: '1' }, { addressListedOnCardBack: '0' }],
    residenceBackUpload: [
      { residenceCardFilenameBack: '1c8d4b63-2d3e-4f60-9bac-1d2e3f4a5b6c.png', residenceCardFilenameBackOriginal: 'back.png' },
    ],
    verification: [{ residenceDeclaration: true }],
  },
  inputs: { '': cardSettingInput },
  story: {
    // The photos are named, not shown: a story has no uploaded photo to read back, so the widget shows its empty state.
    answers: {
      nationality: { nationality: 'VN', residenceStatus: '26' },
      residenceExpiration: { residenceDateExpiration: '20280331' },
      residenceBackAddress: { addressListedOnCardBack: '1' },
      verification: { residenceDeclaration: true },
    },
    resultData: { residenceStatus: '留学', residenceExpiry: '2028年3月31日' },
  },
});
