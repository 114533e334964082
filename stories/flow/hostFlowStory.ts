import type { FlowEngineModule, FlowInput } from '../../flows/engine';
import { engine as balanceRaiseEngine } from '../../flows/balanceRaise';
import { engine as balanceReduceEngine } from '../../flows/balanceReduce';
import { engine as bankEngine } from '../../flows/bank';
import { engine as mailSettingEngine } from '../../flows/mailSetting';
import { engine as bankAgencyEngine } from '../../flows/bankAgency';
import { bankAnswers, bankApplicant } from '../../flows/testing/bankAnswers';
import { balanceRaiseAnswers, balanceReduceAnswers, creditLimitCards } from '../../flows/testing/creditLimitAnswers';
import { form as balanceRaiseForm } from '../../schemas/generated/balanceRaise';
import { form as balanceReduceForm } from '../../schemas/generated/balanceReduce';
import { form as bankForm } from '../../schemas/generated/bank';
import { form as mailSettingForm } from '../../schemas/generated/mailSetting';
import { form as bankAgencyForm } from '../../schemas/generated/bankAgency';
import type { FlowFormModule } from '../../schemas/stepForm';
import type { StoryFlowData } from '../storyFlowData';

/**
 * The payment account after an application, the credit-limit raise and reduction, the mail address change and a
 * bank-agency request: each state drawn by the host's own page over a view the engine builds from the answers the
 * path walks use (flows/testing), for the seeded regular card (30万円) and the applicant whose account is in their
 * own name.
 */
interface HostFlowParts {
  readonly engine: FlowEngineModule;
  readonly form: FlowFormModule;
  readonly input: FlowInput;
  readonly answers: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly facts: Readonly<Record<string, string>>;
  readonly resultData: Readonly<Record<string, string>>;
}

/** As server/creditLimits/selectedCard.ts names the selected card and its limits (a regular card: 30万円, up to 200万円). */
const cardFacts = { cardNickname: 'Visaカード', card4no: '1234', currentLimit: '30', limitMax: '200' };

const flows = {
  bank: {
    engine: bankEngine,
    form: bankForm,
    input: bankApplicant,
    answers: bankAnswers,
    facts: { bankName: 'PayPay銀行' },
    resultData: {
      bankName: 'PayPay銀行',
      branchName: '本店営業部（001）',
      accountType: '普通',
      accountNo: '1234567',
      accountKanaName: 'サトウ　ケンイチ',
    },
  },
  balanceRaise: {
    engine: balanceRaiseEngine,
    form: balanceRaiseForm,
    input: creditLimitCards.regular,
    answers: balanceRaiseAnswers,
    facts: cardFacts,
    resultData: {},
  },
  balanceReduce: {
    engine: balanceReduceEngine,
    form: balanceReduceForm,
    input: creditLimitCards.regular,
    answers: balanceReduceAnswers,
    facts: cardFacts,
    resultData: {},
  },
  bankAgency: {
    engine: bankAgencyEngine,
    form: bankAgencyForm,
    input: {},
    answers: {
      request: { bankAgencyTopic: '1', contactMethod: '1', inquiryText: '提携銀行の口座を作りたいので、必要なものを教えてください。' },
    },
    facts: {},
    resultData: { requestNumber: 'BA-20261125-000001', contactText: 'お電話（ご登録の携帯電話番号）' },
  },
  mailSetting: {
    engine: mailSettingEngine,
    form: mailSettingForm,
    input: {},
    answers: { mailAddress: { mailAddress: 'taro.new@example.com' } },
    facts: { currentMailAddress: 'nakamura@example.com' },
    resultData: {},
  },
} satisfies Readonly<Record<string, HostFlowParts>>;

export const hostStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  Object.entries(flows).map(([id, { engine, form, ...rest }]) => [
    id,
    { flow: { ...engine, schemas: form.schemas, validators: form.validators }, form, ...rest },
  ]),
);
