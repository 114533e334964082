import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { tokyoToday } from '../../validators/calendar';
import { normaliseAnswers, validateAnswers } from '../../schemas/stepForm';
import { flatten, stepOf, type AnswersByStep, type FlowDefinition } from '../engine';
import type { FlowExamples, StepInput } from '../flowExamples';

/**
 * The events that explore a flow machine for @xstate/graph, from test answers alone: at a step, every candidate
 * answer (the fixture, and its variants where a guard reads them) that the step's schema accepts after the answers
 * already given, normalised as the server would store it; any other event the state takes (the apply confirm's
 * submit) as it is. So every generated path is one a real applicant could walk, and a state another engineer adds
 * is explored as soon as its answers are in the fixtures.
 */
export type { StepInput };

const NEXT = 'step.next';

function unique(inputs: readonly StepInput[]): StepInput[] {
  const seen = new Set<string>();
  return inputs.filter((input) => {
    const key = JSON.stringify(input);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `input`: the machine input the walk starts from, whose facts the steps' rules read (`x-context`) as the server's do. */
export function flowEvents<E extends EventObject>(
  flow: FlowDefinition,
  candidates: (state: string) => readonly StepInput[],
  today: string = tokyoToday(new Date()),
  input: Readonly<Record<string, unknown>> = {},
) {
  return (snapshot: AnyMachineSnapshot): E[] => {
    if (snapshot.status === 'done') return [];
    const state = String(snapshot.value);
    const eventTypes = Object.keys(flow.machine.states[state]?.on ?? {});
    const given = (snapshot.context as { answers?: AnswersByStep }).answers ?? {};
    const step = stepOf(flow, state);
    const schema = step?.schema;
    const validate = step?.validate;
    const events = eventTypes.flatMap((type): EventObject[] => {
      if (type !== NEXT) return [{ type }];
      if (!schema || !validate) return [];
      // Once per snapshot, not per candidate: flattening every answer so far was 8 % of a step check (issue 62).
      const earlier = { ...flatten(given), ...input };
      return unique(candidates(state).map((answers) => normaliseAnswers(schema, answers)))
        .filter((answers) => validateAnswers(validate, schema, answers, earlier, today).length === 0)
        .map((answers) => ({ type: NEXT, answers }));
    });
    // The machine's own event types, built from its `on` keys: each event is one the machine declares.
    return events as E[];
  };
}

/**
 * The events that explore a flow over its examples (flows/<id>.ts `examples`) from one of its inputs: every candidate
 * of the step, but at a `pickOne` state one per way there, picked from the answers so far (a string hash).
 */
export function exampleEvents<E extends EventObject = EventObject>(
  flow: FlowDefinition,
  examples: FlowExamples,
  input: Readonly<Record<string, unknown>> = {},
  today: string = tokyoToday(new Date()),
) {
  const explore = flowEvents<E>(flow, (state) => examples.answers[state] ?? [], today, input);
  const pickOne = new Set(examples.pickOne ?? []);
  return (snapshot: AnyMachineSnapshot): E[] => {
    const events = explore(snapshot);
    if (!pickOne.has(String(snapshot.value)) || events.length < 2) return events;
    let hash = 0;
    for (const char of JSON.stringify((snapshot.context as { answers?: unknown }).answers ?? {}))
      hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return [events[hash % events.length]!];
  };
}
