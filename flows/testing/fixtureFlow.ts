import { assign, setup } from 'xstate';
import { createAjv } from '../../validators/ajv';
import type { JsonObject } from '../../schemas/resolveSchema';
import type { FlowFormModule, StepValidator } from '../../schemas/stepForm';
import type { FlowEngineModule } from '../engine';
import type { StateMeta } from '../flowHost';
import { defineFlow, type FlowEntry } from '../index';

/**
 * A small flow of the engine's own, for the host's tests: a branch (`kind` short skips `detail`), a step whose rule
 * reads an earlier answer through `x-context` (the amount limit of a short request), a confirm page and two results
 * decided at the submit. It is a schema set, a machine and a registry entry only: the host runs it with no code of
 * its own, as it runs every flow.
 */
type StepAnswers = Readonly<Record<string, unknown>>;

const stepSchemas: Readonly<Record<string, JsonObject>> = {
  kind: {
    $id: 'fixture/kind',
    title: '種類',
    type: 'object',
    required: ['kind'],
    properties: {
      kind: {
        type: 'string',
        title: '種類',
        oneOf: [
          { const: 'short', title: '簡易' },
          { const: 'long', title: '詳細' },
        ],
        errorMessage: '種類を選択してください。',
      },
    },
    errorMessage: { required: { kind: '種類を選択してください。' } },
  },
  detail: {
    $id: 'fixture/detail',
    title: '詳細',
    type: 'object',
    required: ['note'],
    properties: {
      note: { type: 'string', title: '内容', minLength: 1, maxLength: 20, errorMessage: '内容は20文字以内で入力してください。' },
    },
    errorMessage: { required: { note: '内容を入力してください。' } },
  },
  amount: {
    $id: 'fixture/amount',
    title: '金額',
    type: 'object',
    required: ['amount'],
    'x-context': ['kind'],
    properties: {
      amount: { type: 'integer', title: '金額', minimum: 1, maximum: 1000, errorMessage: '金額は1から1000までで入力してください。' },
    },
    if: { properties: { kind: { const: 'short' } }, required: ['kind'] },
    then: { properties: { amount: { maximum: 500, errorMessage: '簡易のお手続きの金額は500までです。' } } },
    errorMessage: { required: { amount: '金額を入力してください。' } },
  },
  review: { $id: 'fixture/review', title: '確認', type: 'object', properties: {} },
};

const resultSchemas: Readonly<Record<string, JsonObject>> = {
  accepted: { $id: 'fixture/accepted', title: '受け付けました', description: 'お手続きが完了しました。' },
  referred: { $id: 'fixture/referred', title: '審査中です', description: '結果はメールでお知らせします。' },
};

const ajv = createAjv({ ajv: { strictSchema: false } });
const validators: Record<string, StepValidator> = Object.fromEntries(
  Object.entries(stepSchemas).map(([step, schema]) => [step, ajv.compile(schema) as StepValidator]),
);

// No compiled conditions: only the browser's renderer asks them, and the fixture flow is driven through the server.
export const fixtureForm: FlowFormModule = {
  schemas: { ...stepSchemas, ...resultSchemas },
  validators,
  conditions: {},
  schemaVersion: 'fixture00001',
};

const meta = (step: string, counted: boolean, page?: string): { meta: StateMeta } => ({
  meta: { route: `/fixture/${step}`, schema: `fixture/${step}`, counted, ...(page ? { page } : {}) },
});
const save = (step: string) => ({ type: 'saveAnswers', params: { step } }) as const;

const fixtureMachine = setup({
  types: {
    context: {} as { readonly answers: Readonly<Record<string, StepAnswers>> },
    events: {} as { type: 'step.next'; answers: StepAnswers } | { type: 'flow.submit' },
  },
  guards: {
    isShort: ({ event }) => event.type === 'step.next' && event.answers['kind'] === 'short',
    isLarge: ({ context }) => Number(context.answers['amount']?.['amount']) > 100,
  },
  actions: {
    saveAnswers: assign(({ context, event }, params: { step: string }) => ({
      answers: { ...context.answers, [params.step]: event.type === 'step.next' ? event.answers : {} },
    })),
  },
}).createMachine({
  id: 'fixture',
  initial: 'kind',
  context: { answers: {} },
  states: {
    kind: {
      ...meta('kind', true),
      on: {
        'step.next': [
          { guard: 'isShort', target: 'amount', actions: save('kind') },
          { target: 'detail', actions: save('kind') },
        ],
      },
    },
    detail: { ...meta('detail', true), on: { 'step.next': { target: 'amount', actions: save('detail') } } },
    amount: { ...meta('amount', true), on: { 'step.next': { target: 'review', actions: save('amount') } } },
    review: {
      ...meta('review', false, 'confirm'),
      on: { 'flow.submit': [{ guard: 'isLarge', target: 'referred' }, { target: 'accepted' }] },
    },
    accepted: { type: 'final', ...meta('accepted', false, 'result') },
    referred: { type: 'final', ...meta('referred', false, 'result') },
  },
});

export const fixtureEngine: FlowEngineModule = { machine: fixtureMachine, clear: (answers) => answers };

/** The fixture as an applicant's flow about nothing beyond its owner. */
export const fixtureFlow: FlowEntry = defineFlow({
  id: 'fixture',
  roles: ['applicant'],
  subject: 'none',
  routes: ['/fixture'],
  form: async () => ({ form: fixtureForm }),
  engine: async () => ({ engine: fixtureEngine }),
});

/** The same flow as a member's, about the selected card: one draft per card. */
export const fixtureCardFlow: FlowEntry = defineFlow({ ...fixtureFlow, id: 'fixtureCard', roles: ['member'], subject: 'card' });

/** The same flow run again and again (registry `repeatable`): a done draft offers its first step for a new run. */
export const fixtureRepeatableFlow: FlowEntry = defineFlow({ ...fixtureFlow, id: 'fixtureRepeatable', repeatable: true });

/**
 * The fixture after a deploy that changed two of its step schemas, as product staff change them: the detail step
 * asks a new required field (`reason`), and the kind step no longer offers 簡易. Same flow id, same machine.
 */
const changedSchemas: Readonly<Record<string, JsonObject>> = {
  ...stepSchemas,
  kind: {
    ...stepSchemas['kind'],
    properties: {
      kind: { type: 'string', title: '種類', oneOf: [{ const: 'long', title: '詳細' }], errorMessage: '種類を選択してください。' },
    },
  },
  detail: {
    ...stepSchemas['detail'],
    required: ['note', 'reason'],
    properties: {
      ...(stepSchemas['detail']!['properties'] as JsonObject),
      reason: { type: 'string', title: '理由', minLength: 1, maxLength: 20, errorMessage: '理由は20文字以内で入力してください。' },
    },
    errorMessage: { required: { note: '内容を入力してください。', reason: '理由を入力してください。' } },
  },
};
// Its own ajv: the changed schemas keep their ids, which one ajv holds once.
const changedAjv = createAjv({ ajv: { strictSchema: false } });
const changedValidators: Record<string, StepValidator> = Object.fromEntries(
  Object.entries(changedSchemas).map(([step, schema]) => [step, changedAjv.compile(schema) as StepValidator]),
);
const changedForm: FlowFormModule = {
  schemas: { ...changedSchemas, ...resultSchemas },
  validators: changedValidators,
  conditions: {},
  schemaVersion: 'fixture00002',
};

export const fixtureFlowChanged: FlowEntry = defineFlow({ ...fixtureFlow, form: async () => ({ form: changedForm }) });
