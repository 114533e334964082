import { assign, setup } from 'xstate';
import type { StateMeta } from './flowHost';
import type { BankStepId } from '../schemas/generated/bank';
import { skipBankTransferStep } from '../validators/businessRules';
import type { AnswersByStep, FlowEngineModule } from './engine';
import { defineFlow } from './flowEntry';
import { defineExamples, exampleAnswers, type StepInput } from './flowExamples';

/**
 * The payment account, registered after the card application is submitted (SPEC 2.1 "the bank list follows"):
 * the bank, then branch, account and holder name, then the confirming small transfer — skipped when the account
 * is in the applicant's own name (SPEC 4: holder kana = last kana + full-width space + first kana). The applicant's
 * name comes from the submitted application as the machine's input; it is no answer of this flow.
 */
export type StepAnswers = Readonly<Record<string, unknown>>;

export type BankApplicant = Readonly<{ lastNameKana: string; firstNameKana: string }>;

export interface BankContext {
  readonly applicant: BankApplicant;
  readonly answers: Readonly<Partial<Record<BankStepId, StepAnswers>>>;
}

export type BankEvent = { type: 'step.next'; answers: StepAnswers };

const step = (id: BankStepId, route: string, more: Partial<StateMeta> = {}): { meta: StateMeta } => ({
  meta: { route, schema: `bank/${id}`, counted: true, ...more },
});
const save = (id: BankStepId) => ({ type: 'saveAnswers', params: { step: id } }) as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const bankMachine = setup({
  types: {
    context: {} as BankContext,
    events: {} as BankEvent,
    input: {} as Partial<BankApplicant> | undefined,
  },
  guards: {
    holderIsApplicant: ({ context, event }) =>
      skipBankTransferStep({ accountKanaName: event.answers['accountKanaName'], ...context.applicant }),
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: BankStepId }) => ({
      answers: { ...context.answers, [params.step]: event.answers },
    })),
  },
}).createMachine({
  id: 'bank',
  initial: 'bankList',
  context: ({ input }) => ({
    applicant: { lastNameKana: text(input?.lastNameKana), firstNameKana: text(input?.firstNameKana) },
    answers: {},
  }),
  states: {
    // Another bank makes the branch and account given for the old one meaningless (`restart`).
    bankList: {
      ...step('bankList', '/apply/banklist', { page: 'bankList', restart: true }),
      on: { 'step.next': { target: 'bankDetail', actions: save('bankList') } },
    },
    bankDetail: {
      ...step('bankDetail', '/apply/bank/detail'),
      on: {
        'step.next': [
          { guard: 'holderIsApplicant', target: 'registered', actions: save('bankDetail') },
          { target: 'bankTransfer', actions: save('bankDetail') },
        ],
      },
    },
    bankTransfer: {
      ...step('bankTransfer', '/apply/bank/transfer'),
      on: { 'step.next': { target: 'registered', actions: save('bankTransfer') } },
    },
    registered: {
      type: 'final',
      meta: { route: '/apply/bank/complete', schema: 'bank/registered', counted: false, page: 'result' } satisfies StateMeta,
    },
  },
});

/** Shown when the account cannot be registered: a refusal or a failure of the save (see flows/README.md). */
export const BANK_ERROR_ROUTE = '/apply/bank/error';

export type BankState = BankStepId | 'registered';

/**
 * The payment-account flow's engine module (registry `engine`). Its machine input is the applicant's name kana
 * (`BankApplicant`): the guard of the small-transfer step compares the holder name with it. Nothing to clear beyond
 * the branch the machine leaves (the transfer step's answer goes when the holder becomes the applicant) and the
 * answers a changed bank drops (`meta.restart`).
 */
const keepAll = (answers: AnswersByStep): AnswersByStep => answers;

export const engine: FlowEngineModule = { machine: bankMachine, clear: keepAll };

export const flow = defineFlow({
  id: 'bank',
  roles: ['applicant'],
  subject: 'none',
  routes: ['/apply/banklist', '/apply/bank'],
  errorRoute: '/apply/bank/error',
});

/**
 * The applicant the bank flow is walked for: the apply flow's example employee once submitted, whose name kana
 * (さとう / ｹﾝｲﾁ as typed) is stored as サトウ / ケンイチ.
 */
export const bankApplicant: BankApplicant = { lastNameKana: 'サトウ', firstNameKana: 'ケンイチ' };

/** The payment-account steps: an account in the applicant's own name (no transfer step), and another holder's. */
export const examples = defineExamples({
  answers: {
    bankList: [{ bankCode: '0033' }],
    bankDetail: [
      { branchCode: '001', accountType: '1', accountNo: '1234567', accountKanaName: 'サトウ　ケンイチ' },
      { branchCode: '002', accountType: '4', accountNo: '0012345', accountKanaName: 'さとう　はなこ' },
    ],
    bankTransfer: [{ agreeTransfer: true }],
  } satisfies Record<BankStepId, readonly StepInput[]>,
  inputs: { '': bankApplicant },
  story: {
    facts: { bankName: 'PayPay銀行' },
    resultData: {
      bankName: 'PayPay銀行',
      branchName: '本店営業部（001）',
      accountType: '普通',
      accountNo: '1234567',
      accountKanaName: 'サトウ　ケンイチ',
    },
  },
});

/** The applicant's answers, one per step. */
export const bankAnswers = exampleAnswers(examples.answers);
