import { cardSettingInput } from '../../flows/exampleInputs';
import { exampleStory, storyFlowsOver, type StoryFlowData } from '../storyFlowData';
import storyFacts from './storyFacts.json';

/**
 * Every state of the member's settings flows (issue 15: the card's settings, the home address, the occupation; the
 * flows walked from `cardSettingInput`, flows/exampleInputs.ts) at 390 px, drawn by the host's own pages over a view
 * built as the server builds it for one card with an unpaid bill, with the facts the server states (storyFacts.json,
 * kept current by server/cardPlans/storyFacts.test.ts), and what each flow file's `examples.story` adds (a secret's
 * confirm row shows what the server keeps: its marker, read as 「設定済み」).
 */

/** What the server names the story's account by (server/memberSettings/paymentAccount.ts, from the Zengin data). */
const bankFacts = { bankName: '三菱UFJ銀行', branchName: '本店（001）', currentAccountText: 'PayPay銀行 フラミンゴ支店 普通 ****396' };

const facts = {
  cardNickname: 'Visaカード',
  card4no: '1234',
  currentResidenceText: '未登録',
  prefectureCityKana: '都道府県・市区町村は「オオサカフ　オオサカシキタク」です。',
  currentMailAddress: 'nakamura@example.com',
  currentAddressText: '〒100-0001 東京都千代田区千代田１－１',
  addressName: '佐藤 健一',
  withdrawalCardsText: 'Visaカード（下4桁 1234）、JCBカード（下4桁 5678）',
  familyCardsText: '2枚',
  heldRegularBrandsText: 'Visa',
  ...bankFacts,
  ...storyFacts,
};

export const cardSettingStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  storyFlowsOver(cardSettingInput).map((source) => [
    source.id,
    {
      flow: source.flow,
      form: source.form,
      input: source.examples.story?.input ?? cardSettingInput,
      answers: source.examples.story?.answers ?? exampleStory(source).answers,
      facts,
      resultData: source.examples.story?.resultData ?? {},
    },
  ]),
);
