import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import {
  confirmRows,
  flatten,
  pageOf,
  replay,
  routeOf,
  stepOf,
  type AnswersByStep,
  type FlowDefinition,
  type FlowInput,
} from '../flows/engine';
import type { FlowStepView, FlowView } from '../flows/flowHost';
import { contextFields, type FlowFormModule } from '../schemas/stepForm';
import { FlowNotice } from '../src/flow/FlowNotice';
import ConfirmPage from '../src/flow/pages/ConfirmPage';
import type { FlowPageProps } from '../src/flow/pages/flowPageProps';
import FormPage from '../src/flow/pages/FormPage';
import ResultPage from '../src/flow/pages/ResultPage';
import SchedulePage from '../src/flow/pages/SchedulePage';
import BankListStep from '../src/pages/apply/bank/BankListStep';
import SmsStep from '../src/pages/apply/SmsStep';
import { withoutState } from './storyFlowData';

/**
 * One state of a flow drawn by the host's own page for it, over a view built as the server builds it: the engine's
 * replay and confirm rows of `answers` from the machine `input`, the step's `x-context` from both, the `facts` the
 * server states and, for a final state, the result's data. For the stories of flows whose later states a story
 * server cannot reach (the first steps are drawn over the real server's answers in Member area/Pages).
 */
export interface FlowStateStory {
  readonly flowId: string;
  readonly flow: FlowDefinition;
  readonly form: FlowFormModule;
  readonly state: string;
  readonly answers: AnswersByStep;
  readonly input: FlowInput;
  readonly facts: Readonly<Record<string, string>>;
  readonly resultData?: Readonly<Record<string, string>>;
  /** The state's own answers left out, as when the step is first opened (an error-state story submits it so). */
  readonly empty?: boolean;
  /** The host's notice above the step: its questions changed since the draft was saved, or another window saved. */
  readonly notice?: 'schemaChanged' | 'conflict';
}

const pages: Readonly<Record<string, ComponentType<FlowPageProps>>> = {
  form: FormPage,
  confirm: ConfirmPage,
  result: ResultPage,
  schedule: SchedulePage,
  bankList: BankListStep,
  sms: SmsStep,
};

export function FlowStatePage({
  flowId,
  flow,
  form,
  state,
  answers: given,
  input,
  facts,
  resultData = {},
  empty = false,
  notice,
}: FlowStateStory) {
  const answers = empty ? withoutState(given, state) : given;
  const walked = replay(flow, answers, '2026-11-24', input);
  const schema = stepOf(flow, state)?.schema;
  const known: Readonly<Record<string, unknown>> = { ...flatten(answers), ...input };
  const kind = pageOf(flow, state);
  const step: FlowStepView = {
    state,
    route: routeOf(flow, state) ?? '',
    schema: `${flowId}/${state}`,
    page: kind,
    context: schema ? Object.fromEntries(contextFields(schema).map((field) => [field, known[field]])) : {},
  };
  const final = flow.machine.states[state]?.type === 'final';
  const view: FlowView = {
    flowId,
    status: final ? 'done' : 'draft',
    version: 2,
    schemaDigest: 'story',
    currentStep: state,
    currentRoute: step.route,
    steps: [step],
    answers,
    confirmRows: confirmRows(flow, answers, walked, facts),
    facts,
    ...(final ? { result: { state, route: step.route, data: resultData } } : {}),
  };
  const Page = pages[kind];
  if (!Page) throw new Error(`no story page for ${kind}`);
  const nothing = async () => undefined;
  return (
    <MemoryRouter initialEntries={[step.route]}>
      <main className="page" style={{ maxWidth: 390 }}>
        <Page
          flowId={flowId}
          view={view}
          step={step}
          form={form}
          save={async () => ({ ok: true })}
          submit={nothing}
          onView={() => undefined}
          fail={() => undefined}
          back={null}
          notice={
            notice ? (
              <FlowNotice flowId={flowId} step={step} conflict={notice === 'conflict'} schemaChanged={notice === 'schemaChanged'} />
            ) : null
          }
        />
      </main>
    </MemoryRouter>
  );
}
