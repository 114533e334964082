import type { AnyMachineSnapshot } from 'xstate';
import type { ApplyEvent } from '../apply';
import { branchAnswers, employeeAnswers, familyMemberAnswers, sbPartnerAnswers, type StepInput } from './applyAnswers';

/**
 * The events that explore every branch of the apply machine, for @xstate/graph: each step's answers from the
 * fixtures, several variants where a guard reads them. The income variants follow the profession already chosen,
 * so every generated path is one a real applicant could walk (its answers satisfy each step's schema).
 */
function unique(inputs: readonly StepInput[]): StepInput[] {
  const seen = new Set<string>();
  return inputs.filter((input) => {
    const key = JSON.stringify(input);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Options {
  /** Try the family-card limits (ten, gold three) so every generated member state is reached; not for path enumeration. */
  readonly everyMember?: boolean;
}

type Answered = Readonly<Record<string, StepInput>>;

/**
 * The card and family-card answers ride on the licence answer already given, so the paths cover each branch (gold
 * or regular; no family card, one, two) without multiplying: a licence holder asks for a regular card without
 * family cards, an applicant with a driving history for a regular card with two, one without a licence for a gold
 * card with one.
 */
function licenceKind(answers: Answered): 'has' | 'drivingHistory' | 'none' {
  const licence = answers['license']?.['licenseHoyuType'];
  return licence === '0' ? 'none' : licence === '2' ? 'drivingHistory' : 'has';
}

function familyCounts(answers: Answered, options: Options): StepInput[] {
  const counts = branchAnswers.familyCardSelect;
  const kind = licenceKind(answers);
  if (options.everyMember) return kind === 'none' ? [counts.goldMost] : [counts.most];
  return [kind === 'none' ? counts.one : kind === 'drivingHistory' ? counts.two : counts.none];
}

function variants(state: string, snapshot: AnyMachineSnapshot, options: Options): StepInput[] {
  if (state === 'profession') return unique(Object.values(branchAnswers.profession));
  if (state === 'license') return Object.values(branchAnswers.license);
  const answers = (snapshot.context as { answers: Answered }).answers;
  const gold = licenceKind(answers) === 'none';
  if (state === 'designBrand') return [gold ? branchAnswers.designBrand.gold : branchAnswers.designBrand.regular];
  if (state === 'design') return [gold ? branchAnswers.design.gold : branchAnswers.design.regular];
  if (state === 'familyCardSelect') return familyCounts(answers, options);
  const member = /^familyCard\d+(Name|NameAlpha|Phone|SexType)$/.exec(state);
  if (member) return [familyMemberAnswers[`familyCard${member[1] as 'Name' | 'NameAlpha' | 'Phone' | 'SexType'}`]];
  if (state === 'income') {
    const answers = (snapshot.context as { answers: Record<string, StepInput> }).answers;
    const jobCode = answers['profession']?.['jobCode'];
    return Object.entries(branchAnswers.income)
      .filter(([kind]) => branchAnswers.profession[kind as keyof typeof branchAnswers.profession].jobCode === jobCode)
      .map(([, input]) => input);
  }
  const fixed = (employeeAnswers as Record<string, StepInput>)[state] ?? (sbPartnerAnswers as Record<string, StepInput>)[state];
  return fixed ? [fixed] : [];
}

function eventsOf(snapshot: AnyMachineSnapshot, options: Options): ApplyEvent[] {
  const state = String(snapshot.value);
  if (state === 'confirm') return [{ type: 'application.submit' }];
  return variants(state, snapshot, options).map((answers) => ({ type: 'step.next', answers }));
}

export const applyEvents = (snapshot: AnyMachineSnapshot): ApplyEvent[] => eventsOf(snapshot, {});

/** As applyEvents, with the family-card limits, so that every member state is reached (not for path enumeration). */
export const everyStateEvents = (snapshot: AnyMachineSnapshot): ApplyEvent[] => eventsOf(snapshot, { everyMember: true });
