import { cardPlanInput, cardSettingInput } from '../../flows/exampleInputs';
import { exampleStory, storyFlowSources, type StoryFlowData } from '../storyFlowData';

/**
 * The flows drawn here: every registered flow but the application and those of the card-plan and card-setting
 * groups (stories/cardPlans, stories/cardSettings; by the input they are walked from): the payment account after an
 * application, the credit-limit raise and reduction, the mail address change, a bank-agency request. Each state is
 * drawn by the host's own page over a view the engine builds from the flow's example answers and its first input
 * (flows/<id>.ts `examples`): the seeded regular card (30万円), the applicant whose account is in their own name.
 */
interface HostFlowStory {
  readonly facts?: Readonly<Record<string, string>>;
  readonly resultData?: Readonly<Record<string, string>>;
}

/** As server/creditLimits/selectedCard.ts names the selected card and its limits (a regular card: 30万円, up to 200万円). */
const cardFacts = { cardNickname: 'Visaカード', card4no: '1234', currentLimit: '30', limitMax: '200' };

/** What the server states and the result page shows for the example answers, by flow (none: nothing of its own). */
const presentation: Readonly<Record<string, HostFlowStory>> = {
  bank: {
    facts: { bankName: 'PayPay銀行' },
    resultData: {
      bankName: 'PayPay銀行',
      branchName: '本店営業部（001）',
      accountType: '普通',
      accountNo: '1234567',
      accountKanaName: 'サトウ　ケンイチ',
    },
  },
  balanceRaise: { facts: cardFacts },
  balanceReduce: { facts: cardFacts },
  bankAgency: { resultData: { requestNumber: 'BA-20261125-000001', contactText: 'お電話（ご登録の携帯電話番号）' } },
  mailSetting: { facts: { currentMailAddress: 'nakamura@example.com' } },
};

const grouped = new Set<unknown>([cardPlanInput, cardSettingInput]);

export const hostStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  storyFlowSources
    .filter(({ examples }) => !grouped.has(examples.inputs['']))
    .map((source) => [
      source.id,
      {
        flow: source.flow,
        form: source.form,
        ...exampleStory(source),
        facts: presentation[source.id]?.facts ?? {},
        resultData: presentation[source.id]?.resultData ?? {},
      },
    ]),
);
