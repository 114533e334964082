import type { BankApplicant } from '../../flows/bank';
import { bankFlow } from '../../flows/bankFlow';
import { replay, routeOf, stepCounter, type AnswersByStep } from '../../flows/engine';
import { bankSchemaVersion } from '../../schemas/bankForm';
import type { BankRegistration } from '../db/schema';
import { findBank, findBranch, type BankSummary, type BranchSummary } from './zenginBanks';

/** The answer of GET and POST /external/v1/apply/bank/entry: where the applicant is, and the account so far. */
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

const INITIAL_STEP = 'bankList';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export type BankRegistrationState = Pick<BankRegistration, 'answers' | 'status' | 'current_step' | 'schema_version'>;

export function bankEntryView(registration: BankRegistrationState | undefined, applicant: BankApplicant, today: string): BankEntryView {
  const flow = bankFlow;
  const answers: AnswersByStep = registration?.answers ?? {};
  const walked = replay(flow, answers, today, applicant);
  const registered = registration?.status === 'registered';
  const stored = registration?.current_step ?? INITIAL_STEP;
  const currentStep = walked.path.includes(stored) ? stored : walked.frontier;
  const counter = stepCounter(flow, walked, currentStep);
  const bankCode = text(answers['bankList']?.['bankCode']);
  return {
    bank: findBank(bankCode) ?? null,
    branch: findBranch(bankCode, text(answers['bankDetail']?.['branchCode'])) ?? null,
    flow: {
      schemaVersion: registration?.schema_version ?? bankSchemaVersion,
      status: registered ? 'registered' : 'draft',
      currentStep,
      currentRoute: routeOf(flow, currentStep) ?? '/apply/banklist',
      visitedSteps: walked.path,
      answers,
      stepNumber: counter.stepNumber,
      stepTotal: counter.stepTotal,
    },
  };
}

/** SPEC 3.1: the apply entry shows the account number and holder name once the applicant has given them. */
export function accountOf(registration: Pick<BankRegistration, 'answers'> | undefined): { accountNo: string | null; accountKanaName: string | null } {
  const detail = registration?.answers['bankDetail'];
  const accountNo = detail?.['accountNo'];
  const accountKanaName = detail?.['accountKanaName'];
  return { accountNo: typeof accountNo === 'string' ? accountNo : null, accountKanaName: typeof accountKanaName === 'string' ? accountKanaName : null };
}
