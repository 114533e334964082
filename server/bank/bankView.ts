import { stepCounter, type AnswersByStep, type FlowDefinition } from '../../flows/engine';
import type { FlowOutcome } from '../flows/flowService';
import { findBank, findBranch, type BankSummary, type BranchSummary } from './zenginBanks';

/** The answer of GET and POST /external/v1/apply/bank/entry (kept as an alias of the flow host). */
export interface BankFlowView {
  readonly schemaVersion: string;
  readonly status: 'draft' | 'registered';
  readonly currentStep: string;
  readonly currentRoute: string;
  readonly visitedSteps: readonly string[];
  readonly answers: AnswersByStep;
  readonly stepNumber: number;
  readonly stepTotal: number;
}

export interface BankEntryView {
  readonly bank: BankSummary | null;
  readonly branch: BranchSummary | null;
  readonly flow: BankFlowView;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function bankEntryView(flow: FlowDefinition, outcome: FlowOutcome): BankEntryView {
  const { view, walked } = outcome;
  const registered = view.status === 'done';
  const counter = stepCounter(flow, walked, view.currentStep);
  const bankCode = text(view.answers['bankList']?.['bankCode']);
  return {
    bank: findBank(bankCode) ?? null,
    branch: findBranch(bankCode, text(view.answers['bankDetail']?.['branchCode'])) ?? null,
    flow: {
      schemaVersion: view.schemaDigest,
      status: registered ? 'registered' : 'draft',
      currentStep: view.currentStep,
      currentRoute: view.currentRoute,
      visitedSteps: registered ? outcome.visited : walked.path,
      answers: view.answers,
      stepNumber: counter.stepNumber,
      stepTotal: counter.stepTotal,
    },
  };
}
