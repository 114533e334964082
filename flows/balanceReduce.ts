import { assign, setup } from 'xstate';
import type { StateMeta } from './flowHost';
import type { BalanceReduceStepId } from '../schemas/generated/balanceReduce';
import type { SelectedCardInput } from './creditLimitRules';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { defineFlow } from './flowEntry';
import { defineExamples, exampleAnswers, type StepInput } from './flowExamples';
import { creditLimitCards } from './exampleInputs';

/**
 * Lowering the selected card's credit limit (SPEC 2.6 reduceNotice, reduceSelect, reduceReason, reduceConfirm): the
 * notice the member confirms, the new limit (below the current one: the step's rule reads the machine input through
 * `x-context`), the reason, the confirm page, done. A reduction needs no examination, so there is one result.
 */
export type StepAnswers = Readonly<Record<string, unknown>>;

export interface BalanceReduceContext {
  readonly answers: Readonly<Partial<Record<BalanceReduceStepId, StepAnswers>>>;
}

export type BalanceReduceEvent = { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' };

const ROUTE = '/member/setting/balance-reduce';

const step = (id: BalanceReduceStepId, tail: string, more: Partial<StateMeta> = {}): { meta: StateMeta } => ({
  meta: { route: `${ROUTE}/${tail}`, schema: `balanceReduce/${id}`, counted: true, ...more },
});
const save = (id: BalanceReduceStepId) => ({ type: 'saveAnswers', params: { step: id } }) as const;

export const balanceReduceMachine = setup({
  types: {
    context: {} as BalanceReduceContext,
    events: {} as BalanceReduceEvent,
    input: {} as SelectedCardInput | undefined,
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: BalanceReduceStepId }) => ({
      answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
    })),
  },
}).createMachine({
  id: 'balanceReduce',
  initial: 'reduceNotice',
  context: { answers: {} },
  states: {
    // The notice is read before anything is asked: not a step of the counter.
    reduceNotice: {
      ...step('reduceNotice', 'reduce-notice', { counted: false }),
      on: { 'step.next': { target: 'reduceSelect', actions: save('reduceNotice') } },
    },
    reduceSelect: {
      ...step('reduceSelect', 'reduce-select'),
      on: { 'step.next': { target: 'reduceReason', actions: save('reduceSelect') } },
    },
    reduceReason: {
      ...step('reduceReason', 'reduce-reason'),
      on: { 'step.next': { target: 'reduceConfirm', actions: save('reduceReason') } },
    },
    reduceConfirm: {
      ...step('reduceConfirm', 'reduce-confirm', { counted: false, page: 'confirm' }),
      on: { 'flow.submit': { target: 'complete' } },
    },
    complete: {
      type: 'final',
      meta: { route: `${ROUTE}/complete`, schema: 'balanceReduce/complete', counted: false, page: 'result' } satisfies StateMeta,
    },
  },
});

export type BalanceReduceState = BalanceReduceStepId | 'complete';

/** The credit-limit reduction's engine module (registry `engine`): one path, nothing to clear. */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: balanceReduceMachine, clear: keepAll };

export const flow = defineFlow({
  id: 'balanceReduce',
  roles: ['member'],
  subject: 'card',
  routes: ['/member/setting/balance-reduce'],
  repeatable: true,
});

/** The reduction's answers, walked for the seeded regular and gold cards; the "other" reason asks for it in words. */
export const examples = defineExamples({
  answers: {
    reduceNotice: [{ agreeNotice: true }],
    reduceSelect: [{ hopeLimit: '10' }],
    reduceReason: [{ reduceReason: '1' }, { reduceReason: '9', reduceReasonNote: '海外旅行から戻ったため' }],
    reduceConfirm: [{}],
  } satisfies Record<BalanceReduceStepId, readonly StepInput[]>,
  inputs: { 'regular card': creditLimitCards.regular, 'gold card': creditLimitCards.gold },
  story: {
    facts: { cardNickname: 'Visaカード', card4no: '1234', currentLimit: '30', limitMax: '200' },
  },
});

/** The example member's answers, one per step. */
export const balanceReduceAnswers = exampleAnswers(examples.answers);
