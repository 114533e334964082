import { assign, setup } from 'xstate';
import type { StateMeta } from './flowHost';
import type { MailSettingStepId } from '../schemas/generated/mailSetting';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { defineFlow } from './flowEntry';
import { defineExamples } from './flowExamples';

/**
 * Changing the member's mail address (SPEC 2.6 /member/mail/setting, with a confirm step; issue 15): the new
 * address, the confirm page whose change link returns to it, done. The first flow of the member's own data on the
 * host; its completion writes the address and a change record (server/flows/memberChangeEffects.ts).
 */
export type StepAnswers = Readonly<Record<string, unknown>>;

export interface MailSettingContext {
  readonly answers: Readonly<Partial<Record<MailSettingStepId, StepAnswers>>>;
}

export type MailSettingEvent = { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' };

const ROUTE = '/member/mail/setting';

export const mailSettingMachine = setup({
  types: {
    context: {} as MailSettingContext,
    events: {} as MailSettingEvent,
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: MailSettingStepId }) => ({
      answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
    })),
  },
}).createMachine({
  id: 'mailSetting',
  initial: 'mailAddress',
  context: { answers: {} },
  states: {
    mailAddress: {
      meta: { route: ROUTE, schema: 'mailSetting/mailAddress', counted: true } satisfies StateMeta,
      on: { 'step.next': { target: 'confirm', actions: { type: 'saveAnswers', params: { step: 'mailAddress' } } } },
    },
    confirm: {
      meta: { route: `${ROUTE}/confirm`, schema: 'mailSetting/confirm', counted: false, page: 'confirm' } satisfies StateMeta,
      on: { 'flow.submit': { target: 'complete' } },
    },
    complete: {
      type: 'final',
      meta: { route: `${ROUTE}/complete`, schema: 'mailSetting/complete', counted: false, page: 'result' } satisfies StateMeta,
    },
  },
});

export type MailSettingState = MailSettingStepId | 'complete';

/** The mail address change's engine module (registry `engine`): one path, nothing to clear. */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: mailSettingMachine, clear: keepAll };

export const flow = defineFlow({
  id: 'mailSetting',
  roles: ['member'],
  subject: 'member',
  routes: ['/member/mail/setting'],
  repeatable: true,
});

/** New mail addresses as members type them. */
export const examples = defineExamples({
  answers: { mailAddress: [{ mailAddress: 'taro.new@example.com' }, { mailAddress: 'hanako+card@example.co.jp' }] },
  inputs: { '': {} },
  story: {
    facts: { currentMailAddress: 'nakamura@example.com' },
  },
});
