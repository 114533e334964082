import type { EventObject } from 'xstate';
import type { FlowDefinition, FlowEngineModule } from '../engine';
import type { FlowFormModule } from '../../schemas/stepForm';
import { engine as cashingLimit } from '../cashingLimit';
import { engine as cashingNet } from '../cashingNet';
import { engine as postInstallment } from '../postInstallment';
import { engine as revoAuto } from '../revoAuto';
import { engine as revoCashing } from '../revoCashing';
import { engine as revoCourse } from '../revoCourse';
import { engine as revoIndividual } from '../revoIndividual';
import { engine as revoLumpsum } from '../revoLumpsum';
import { engine as optionCashing } from '../optionCashing';
import { engine as optionRevo } from '../optionRevo';
import { form as cashingLimitForm } from '../../schemas/generated/cashingLimit';
import { form as cashingNetForm } from '../../schemas/generated/cashingNet';
import { form as postInstallmentForm } from '../../schemas/generated/postInstallment';
import { form as revoAutoForm } from '../../schemas/generated/revoAuto';
import { form as revoCashingForm } from '../../schemas/generated/revoCashing';
import { form as revoCourseForm } from '../../schemas/generated/revoCourse';
import { form as revoIndividualForm } from '../../schemas/generated/revoIndividual';
import { form as revoLumpsumForm } from '../../schemas/generated/revoLumpsum';
import { form as optionCashingForm } from '../../schemas/generated/optionCashing';
import { balanceRaiseAnswers, balanceRaiseBranchAnswers } from './creditLimitAnswers';
import { flowEvents, type StepInput } from './flowEvents';

/**
 * The card-plan flows (issue 17) with their schemas, a machine input as server/cardPlans/cardPlanInput.ts builds it
 * for a card with two open purchases, and the answers members give: each flow's events for the path walks.
 */
const purchases = [
  { const: '101', title: '11月15日 カメラのキタムラ 89,800円' },
  { const: '102', title: '11月3日 スーパーマーケット 3,240円' },
];

export const cardPlanInput = {
  currentRevolvingPayment: 5000,
  revolvingBalance: 32_000,
  currentAutoRevolving: '0',
  revolvingPurchases: purchases,
  installmentPurchases: purchases,
  purchaseAmounts: { '101': 89_800, '102': 3240 },
  cashingAvailable: 100_000,
  currentCashingLimit: '100000',
  creditLimitYen: 300_000,
  instalmentBalance: 0,
  refused: false,
  cashingExamination: false,
  cashingContractConfirmed: true,
} as const;

const answers: Readonly<Record<string, Readonly<Record<string, readonly StepInput[]>>>> = {
  revoCourse: { course: [{ revolvingPayment: '10000' }, { revolvingPayment: '３,０００' }] },
  revoAuto: { auto: [{ autoRevolving: '1' }] },
  revoIndividual: { select: [{ lineId: '101' }, { lineId: '102' }] },
  revoLumpsum: { lumpsum: [{ agreeLumpSum: true }] },
  revoCashing: { amount: [{ cashingAmount: '50000' }, { cashingAmount: '１００,０００' }] },
  cashingNet: { amount: [{ cashingAmount: '30000' }, { cashingAmount: '１０,０００' }] },
  // A lower limit applies at once, a higher one is examined: both results.
  cashingLimit: { limit: [{ cashingLimit: '0' }, { cashingLimit: '300000' }] },
  postInstallment: {
    select: [{ lineId: '101' }],
    simulationInput: [{ installmentCount: '3' }, { installmentCount: '24' }],
    simulationResult: [{}],
  },
  optionRevo: { course: [{ revolvingPayment: '10000' }] },
  // The cashing option: a lower limit than the card's (at once) and a higher one (examined); with and without a
  // licence and other borrowing.
  optionCashing: {
    limit: [{ cashingLimit: '0' }, { cashingLimit: '300000' }],
    purpose: [{ cashingPurpose: '1' }],
    companyInput: [balanceRaiseAnswers.companyInput],
    licenseSelect: Object.values(balanceRaiseBranchAnswers.licenseSelect),
    licenseInput: [balanceRaiseAnswers.licenseInput],
    loanSelect: Object.values(balanceRaiseBranchAnswers.loanSelect),
    loanInput: [balanceRaiseAnswers.loanInput],
  },
};

const definition = (engine: FlowEngineModule, form: FlowFormModule): FlowDefinition => ({
  ...engine,
  schemas: form.schemas,
  validators: form.validators,
});

export const cardPlanFlows: Readonly<Record<string, FlowDefinition>> = {
  revoCourse: definition(revoCourse, revoCourseForm),
  revoAuto: definition(revoAuto, revoAutoForm),
  revoIndividual: definition(revoIndividual, revoIndividualForm),
  revoLumpsum: definition(revoLumpsum, revoLumpsumForm),
  revoCashing: definition(revoCashing, revoCashingForm),
  cashingNet: definition(cashingNet, cashingNetForm),
  cashingLimit: definition(cashingLimit, cashingLimitForm),
  postInstallment: definition(postInstallment, postInstallmentForm),
  optionRevo: definition(optionRevo, revoCourseForm),
  optionCashing: definition(optionCashing, optionCashingForm),
};

/** One member's answers per flow, as the confirm pages and the stories read them back. */
export const cardPlanConfirmAnswers: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = {
  revoCourse: { course: { revolvingPayment: '10000' } },
  revoAuto: { auto: { autoRevolving: '1' } },
  revoIndividual: { select: { lineId: '101' } },
  revoLumpsum: { lumpsum: { agreeLumpSum: true } },
  revoCashing: { amount: { cashingAmount: '50000' } },
  cashingNet: { amount: { cashingAmount: '30000' } },
  cashingLimit: { limit: { cashingLimit: '300000' } },
  postInstallment: { select: { lineId: '101' }, simulationInput: { installmentCount: '3' }, simulationResult: {} },
  optionRevo: { course: { revolvingPayment: '10000' } },
  optionCashing: {
    limit: { cashingLimit: '300000' },
    purpose: { cashingPurpose: '1' },
    // The credit-limit raise's own pages, with its answers.
    companyInput: balanceRaiseAnswers.companyInput,
    licenseSelect: balanceRaiseAnswers.licenseSelect,
    licenseInput: balanceRaiseAnswers.licenseInput,
    loanSelect: { isLoan: '1' },
    loanInput: balanceRaiseAnswers.loanInput,
  },
};

export const cardPlanEvents = (id: string) =>
  flowEvents<EventObject>(cardPlanFlows[id]!, (state) => answers[id]?.[state] ?? [], undefined, cardPlanInput);
