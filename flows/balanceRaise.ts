import { assign, setup } from 'xstate';
import type { StateMeta } from './flowHost';
import type { BalanceRaiseStepId } from '../schemas/generated/balanceRaise';
import { hasLicence } from './applyRules';
import { hasOtherLoans, raiseNeedsReview, type Facts, type SelectedCardInput } from './creditLimitRules';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { defineFlow } from './flowEntry';
import { defineExamples, exampleAnswers, type StepInput } from './flowExamples';
import { creditLimitCards } from './exampleInputs';

/**
 * Raising the selected card's credit limit (SPEC 2.6 balance-raise pages): why, how much, the member's job and
 * income, the driving licence (its number only when held), other borrowing (its amounts only when declared), the
 * confirm page, then complete (received for the automatic examination) or under review (a person examines it:
 * `raiseNeedsReview`). The card's type and current limit are the machine input; the amount step's rules read them
 * through `x-context`, the machine itself needs no more than the answers.
 */
export type StepAnswers = Readonly<Record<string, unknown>>;

export interface BalanceRaiseContext {
  readonly answers: Readonly<Partial<Record<BalanceRaiseStepId, StepAnswers>>>;
}

export type BalanceRaiseEvent = { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' };

const ROUTE = '/member/setting/balance-raise';

const step = (id: BalanceRaiseStepId, tail: string, more: Partial<StateMeta> = {}): { meta: StateMeta } => ({
  meta: { route: `${ROUTE}/${tail}`, schema: `balanceRaise/${id}`, counted: true, ...more },
});
const result = (id: 'complete' | 'underReview', tail: string) => ({
  type: 'final' as const,
  meta: { route: `${ROUTE}/${tail}`, schema: `balanceRaise/${id}`, counted: false, page: 'result' } satisfies StateMeta,
});
const save = (id: BalanceRaiseStepId) => ({ type: 'saveAnswers', params: { step: id } }) as const;

/** Every answer so far with the step being left on top. */
function factsOf(context: BalanceRaiseContext, event: BalanceRaiseEvent): Facts {
  const facts: Record<string, unknown> = {};
  for (const answers of Object.values(context.answers)) Object.assign(facts, answers);
  if (event.type === 'step.next') Object.assign(facts, event.answers);
  return facts;
}

export const balanceRaiseMachine = setup({
  types: {
    context: {} as BalanceRaiseContext,
    events: {} as BalanceRaiseEvent,
    input: {} as SelectedCardInput | undefined,
  },
  guards: {
    hasLicence: ({ context, event }) => hasLicence(factsOf(context, event)),
    hasOtherLoans: ({ context, event }) => hasOtherLoans(factsOf(context, event)),
    raiseNeedsReview: ({ context, event }) => raiseNeedsReview(factsOf(context, event)),
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: BalanceRaiseStepId }) => ({
      answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
    })),
  },
}).createMachine({
  id: 'balanceRaise',
  initial: 'purpose',
  context: { answers: {} },
  states: {
    purpose: { ...step('purpose', 'purpose'), on: { 'step.next': { target: 'amountSelect', actions: save('purpose') } } },
    amountSelect: {
      ...step('amountSelect', 'amount-select'),
      on: { 'step.next': { target: 'companyInput', actions: save('amountSelect') } },
    },
    companyInput: {
      ...step('companyInput', 'company-input'),
      on: { 'step.next': { target: 'licenseSelect', actions: save('companyInput') } },
    },
    licenseSelect: {
      ...step('licenseSelect', 'license-select'),
      on: {
        'step.next': [
          { guard: 'hasLicence', target: 'licenseInput', actions: save('licenseSelect') },
          { target: 'loanSelect', actions: save('licenseSelect') },
        ],
      },
    },
    licenseInput: {
      ...step('licenseInput', 'license-input'),
      on: { 'step.next': { target: 'loanSelect', actions: save('licenseInput') } },
    },
    loanSelect: {
      ...step('loanSelect', 'loan-select'),
      on: {
        'step.next': [
          { guard: 'hasOtherLoans', target: 'loanInput', actions: save('loanSelect') },
          { target: 'confirm', actions: save('loanSelect') },
        ],
      },
    },
    loanInput: { ...step('loanInput', 'loan-input'), on: { 'step.next': { target: 'confirm', actions: save('loanInput') } } },
    confirm: {
      ...step('confirm', 'confirm', { counted: false, page: 'confirm' }),
      on: {
        'flow.submit': [{ guard: 'raiseNeedsReview', target: 'underReview' }, { target: 'complete' }],
      },
    },
    complete: result('complete', 'complete'),
    underReview: result('underReview', 'under-review'),
  },
});

export type BalanceRaiseState = BalanceRaiseStepId | 'complete' | 'underReview';

/**
 * The credit-limit raise's engine module (registry `engine`). Nothing to clear beyond the branches the machine
 * leaves: the licence number goes with a licence no longer held, the loan amounts with borrowing no longer declared.
 */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: balanceRaiseMachine, clear: keepAll };

/**
 * SPEC 2.6: the selected card's credit limit, raised (examined) or reduced (at once); both write credit_limit_requests.
 */
export const flow = defineFlow({
  id: 'balanceRaise',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/balance-raise'],
  repeatable: true,
  // A raise of the limit is credit a minor's guardian did not agree to (SPEC 6, code 2).
  unavailableTo: ['minor'],
  needsCardInUse: true,
  needsValidResidence: true,
});

/**
 * The raise's answers, walked for the seeded regular and gold cards: the first of each step the example member's,
 * then the variants a guard reads (a wished limit above the review line, no licence, other borrowing).
 */
export const examples = defineExamples({
  answers: {
    purpose: [{ raisePurpose: '2' }],
    amountSelect: [{ hopeLimit: '80' }, { hopeLimit: '150' }],
    companyInput: [{ jobCode: '03', income: '450', comNameKanji: '山田商事', comNameKana: 'ヤマダショウジ', comTelNumFull: '0312345678' }],
    licenseSelect: [{ licenseHoyuType: '1' }, { licenseHoyuType: '0' }],
    licenseInput: [{ licenseNo: '304512837465', licenseExpiryYear: '2028', licenseExpiryMonth: '07' }],
    loanSelect: [{ isLoan: '2' }, { isLoan: '1' }],
    loanInput: [{ loanCount: '2', loanAmount: '120', monthlyRepayment: '35000' }],
    confirm: [{}],
  } satisfies Record<BalanceRaiseStepId, readonly StepInput[]>,
  inputs: { 'regular card': creditLimitCards.regular, 'gold card': creditLimitCards.gold },
  story: {
    facts: { cardNickname: 'Visaカード', card4no: '1234', currentLimit: '30', limitMax: '200' },
  },
});

/** The example member's answers, one per step. */
export const balanceRaiseAnswers = exampleAnswers(examples.answers);
