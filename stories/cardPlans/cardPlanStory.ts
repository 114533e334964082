import { cardPlanConfirmAnswers, cardPlanFlows, cardPlanInput } from '../../flows/testing/cardPlanEvents';
import storyFacts from './storyFacts.json';
import type { FlowFormModule } from '../../schemas/stepForm';
import { form as cashingLimitForm } from '../../schemas/generated/cashingLimit';
import { form as cashingNetForm } from '../../schemas/generated/cashingNet';
import { form as postInstallmentForm } from '../../schemas/generated/postInstallment';
import { form as revoAutoForm } from '../../schemas/generated/revoAuto';
import { form as revoCashingForm } from '../../schemas/generated/revoCashing';
import { form as revoCourseForm } from '../../schemas/generated/revoCourse';
import { form as revoIndividualForm } from '../../schemas/generated/revoIndividual';
import { form as revoLumpsumForm } from '../../schemas/generated/revoLumpsum';
import { form as optionCashingForm } from '../../schemas/generated/optionCashing';
import type { StoryFlowData } from '../storyFlowData';

/**
 * Every state of the revolving, cashing and post-installment flows (issue 17) at 390 px, drawn by the host's own
 * pages: the view is built as the server builds it (the engine's replay and confirm rows over the machine input
 * server/cardPlans/cardPlanInput.ts gives a card with two open purchases, flows/testing/cardPlanEvents.ts), the
 * facts and result data as the server states them for those answers. The flows' first steps over the real server's
 * answers are in Member area/Pages.
 */
type FlowId = keyof typeof forms;

const forms = {
  revoCourse: revoCourseForm,
  revoAuto: revoAutoForm,
  revoIndividual: revoIndividualForm,
  revoLumpsum: revoLumpsumForm,
  revoCashing: revoCashingForm,
  cashingNet: cashingNetForm,
  cashingLimit: cashingLimitForm,
  postInstallment: postInstallmentForm,
  optionRevo: revoCourseForm,
  optionCashing: optionCashingForm,
} satisfies Readonly<Record<string, FlowFormModule>>;

/**
 * What server/cardPlans/cardPlanInput.ts states for that card and those answers (storyFacts.json, kept current by
 * server/cardPlans/storyFacts.test.ts), with the card the host names.
 */
const factsOf = (flowId: FlowId): Readonly<Record<string, string>> => ({
  cardNickname: 'Visaカード',
  card4no: '1234',
  ...storyFacts[flowId],
});

const resultData: Readonly<Record<FlowId, Readonly<Record<string, string>>>> = {
  revoCourse: { revolvingPayment: '10,000円' },
  revoAuto: { autoRevolving: '自動リボを利用する' },
  revoIndividual: { amount: '89,800円', shopName: 'カメラのキタムラ' },
  revoLumpsum: { amount: '32,000円' },
  revoCashing: { amount: '50,000円' },
  cashingNet: { amount: '30,000円' },
  cashingLimit: { cashingLimit: '30万円' },
  postInstallment: { count: '3', totalInterest: '2,252円', totalPayment: '92,052円' },
  optionRevo: { revolvingPayment: '10,000円' },
  optionCashing: { cashingLimit: '30万円' },
};

export const cardPlanStoryFlows: Readonly<Record<string, StoryFlowData>> = Object.fromEntries(
  (Object.keys(forms) as FlowId[]).map((id) => [
    id,
    {
      flow: cardPlanFlows[id]!,
      form: forms[id],
      input: cardPlanInput,
      answers: cardPlanConfirmAnswers[id] ?? {},
      facts: factsOf(id),
      resultData: resultData[id],
    },
  ]),
);
