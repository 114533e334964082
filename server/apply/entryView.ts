import type { KycStatus } from '../../enums/kyc';
import { flatten, stepCounter, type AnswersByStep, type ConfirmRow, type FlowDefinition } from '../../flows/engine';
import type { ApplyInput } from '../../flows/apply';
import type { FlowOutcome } from '../flows/flowService';
import { parseAdData } from './entryInput';

/**
 * The answer of GET and POST /external/v1/apply/entry (SPEC 7.2, kept as an alias of the flow host): SPEC 3.1 apply
 * entry data plus the flow's position, drawn from the host's outcome.
 */
export interface ApplyFlowView {
  readonly schemaVersion: string;
  readonly status: 'draft' | 'submitted';
  readonly currentStep: string;
  readonly currentRoute: string;
  readonly visitedSteps: readonly string[];
  readonly answers: AnswersByStep;
  readonly stepNumber: number;
  readonly stepTotal: number;
  readonly confirmRows: readonly ConfirmRow[];
  readonly result?: 'complete' | 'underReview';
  readonly inquiryNumber?: string;
  /** The machine input the server replays with (landing facts and flags). */
  readonly input: ApplyInput;
}

export interface EntryView {
  readonly campaignCode: string | null;
  readonly adData: Record<string, unknown> | null;
  /** The landing's shop id (SPEC 6: a partner shop's prefix gives the partner path). */
  readonly shopId: string | null;
  readonly lastNameKanji: string | null;
  readonly firstNameKanji: string | null;
  readonly lastNameKana: string | null;
  readonly firstNameKana: string | null;
  readonly birthDay: string | null;
  readonly homeZipCode: string | null;
  readonly homeAddrKanji: string | null;
  readonly homeSubAddrKanji: string | null;
  readonly jobCode: string | null;
  readonly kycStatus: KycStatus;
  /** SPEC 3.1: the payment account given after the submit (the bank flow's answers), null until then. */
  readonly accountNo: string | null;
  readonly accountKanaName: string | null;
  readonly flow: ApplyFlowView;
}

export interface PaymentAccount {
  readonly accountNo: string | null;
  readonly accountKanaName: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** SPEC 3.1: the apply entry shows the account number and holder name once the applicant has given them. */
export function accountOf(bankAnswers: AnswersByStep | undefined): PaymentAccount {
  const detail = bankAnswers?.['bankDetail'];
  return { accountNo: text(detail?.['accountNo']), accountKanaName: text(detail?.['accountKanaName']) };
}

const isResult = (state: string | undefined): state is 'complete' | 'underReview' => state === 'complete' || state === 'underReview';

export function entryView(flow: FlowDefinition, outcome: FlowOutcome, account: PaymentAccount, kycStatus: KycStatus): EntryView {
  const { view, walked, landing } = outcome;
  const submitted = view.status === 'done';
  const counter = stepCounter(flow, walked, view.currentStep);
  const facts = flatten(view.answers, walked.path);
  const result = view.result?.state;
  const inquiryNumber = view.result?.data['inquiryNumber'];
  return {
    campaignCode: text(landing['campaignCode']),
    adData: parseAdData(text(landing['adData'])),
    shopId: text(landing['shopId']),
    lastNameKanji: text(facts['lastNameKanji']),
    firstNameKanji: text(facts['firstNameKanji']),
    lastNameKana: text(facts['lastNameKana']),
    firstNameKana: text(facts['firstNameKana']),
    birthDay: text(facts['birthDay']),
    homeZipCode: text(facts['homeZipCode']),
    homeAddrKanji: text(facts['homeAddrKanji']),
    homeSubAddrKanji: text(facts['homeSubAddrKanji']),
    jobCode: text(facts['jobCode']),
    kycStatus,
    accountNo: account.accountNo,
    accountKanaName: account.accountKanaName,
    flow: {
      schemaVersion: view.schemaDigest,
      status: submitted ? 'submitted' : 'draft',
      currentStep: view.currentStep,
      currentRoute: view.currentRoute,
      visitedSteps: submitted ? outcome.visited : walked.path,
      answers: view.answers,
      stepNumber: counter.stepNumber,
      stepTotal: counter.stepTotal,
      confirmRows: view.confirmRows ?? [],
      ...(submitted && isResult(result) ? { result } : {}),
      ...(submitted && inquiryNumber ? { inquiryNumber } : {}),
      input: outcome.input as ApplyInput,
    },
  };
}
