import { linearEngine, type LinearFlowSpec } from './linearFlow';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';
import { cardSettingInput } from './exampleInputs';

/** The member's home address and landline changed (SPEC 2.6 /member/info/setting and /member/info/confirm). */
export const memberAddressSpec: LinearFlowSpec = {
  id: 'memberAddress',
  base: '/member/info',
  steps: [
    // The reading in kana is of the whole address: a new town or sub-address asks for it again.
    { id: 'zipcode', path: 'setting', recheck: ['addressKana'] },
    { id: 'address', path: 'setting/address', recheck: ['addressKana'] },
    { id: 'addressKana', path: 'setting/address-kana' },
    { id: 'phone', path: 'setting/phone' },
  ],
  confirm: { id: 'confirm', path: 'confirm' },
  results: [{ id: 'complete', path: 'complete' }],
};

export const engine = linearEngine(memberAddressSpec);

/**
 * Issue 15: the member's home address and landline; a foreign resident's residence card must then be sent again.
 */
export const flow = defineFlow({
  id: 'memberAddress',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/info/setting', '/member/info/confirm', '/member/info/complete'],
  repeatable: true,
});

/**
 * The answers members give (the first: the example member's), walked from the input the server builds for the card.
 */
export const examples = defineExamples({
  answers: {
    zipcode: [{ homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' }],
    address: [{ homeSubAddrKanji: '３－１－１' }, { homeSubAddrKanji: '1-2 カードハイツ101' }],
    addressKana: [{ homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' }],
    phone: [{}, { telNumFull: '06-1234-5678' }],
  },
  inputs: { '': cardSettingInput },
  story: {
    answers: {
      zipcode: { homeZipCode: '5300001', homeAddrKanji: '大阪府大阪市北区梅田' },
      address: { homeSubAddrKanji: '３－１－１' },
      addressKana: { homeAddrKana: 'オオサカフ　オオサカシキタク　ウメダ　３－１－１' },
      phone: { telNumFull: '0612345678' },
    },
    resultData: { address: '〒530-0001 大阪府大阪市北区梅田３－１－１' },
  },
});
