import type { AnyMachineSnapshot } from 'xstate';
import type { ApplyEvent } from '../apply';
import { applyFlow } from './flowDefinitions';
import { branchAnswers, employeeAnswers, familyMemberAnswers, residenceAnswers, sbPartnerAnswers, type StepInput } from './applyAnswers';
import { flowEvents } from './flowEvents';

/**
 * The events that explore every branch of the apply machine: at each step the fixture (the employee's answers, the
 * residence-card steps', the partner route's own steps) and every variant of `branchAnswers` for that step, kept
 * where the step's schema accepts it after the answers already chosen (an income variant only follows a profession
 * it fits). A step added to the machine needs only its answers in applyAnswers.ts (and variants in branchAnswers
 * where a guard reads them).
 */
const fixtures: Readonly<Record<string, StepInput>> = { ...sbPartnerAnswers, ...residenceAnswers, ...employeeAnswers };

/** The generated family-member states (familyCard{n}Name …) answer with one member's fixture, by page. */
const FAMILY_MEMBER_STATE = /^familyCard\d+(Name|NameAlpha|Phone|SexType)$/;

function candidates(state: string): StepInput[] {
  const member = FAMILY_MEMBER_STATE.exec(state);
  if (member) return [familyMemberAnswers[`familyCard${member[1] as 'Name' | 'NameAlpha' | 'Phone' | 'SexType'}`]];
  const fixed = fixtures[state];
  const variants = (branchAnswers as Readonly<Record<string, Readonly<Record<string, StepInput>>>>)[state];
  return [...(fixed ? [fixed] : []), ...Object.values(variants ?? {})];
}

const explore = flowEvents<ApplyEvent>(applyFlow, candidates);

/**
 * At the family-card question one count is taken per way there, picked from the answers so far (a string hash), not
 * every count: ten counts on every way would multiply the graph past memory, while the many ways in still take
 * every count from none to ten (and a gold card's up to three), so every member state and way on is explored.
 */
export function applyEvents(snapshot: AnyMachineSnapshot): ApplyEvent[] {
  const events = explore(snapshot);
  if (String(snapshot.value) !== 'familyCardSelect' || events.length < 2) return events;
  let hash = 0;
  for (const char of JSON.stringify((snapshot.context as { answers?: unknown }).answers ?? {}))
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [events[hash % events.length]!];
}
