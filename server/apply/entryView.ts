import { KycStatus } from '../../enums/kyc';
import { applyFlow } from '../../flows/applyFlow';
import { confirmRows, flatten, replay, routeOf, stepCounter, type AnswersByStep, type ConfirmRow } from '../../flows/engine';
import { applySchemaVersion } from '../../schemas/applyForm';
import type { ApplyInput } from '../../flows/apply';
import type { Application } from '../db/schema';
import type { FeatureFlag } from '../config/productConfig';
import { applyInputOf } from './applyInput';
import { parseAdData } from './entryInput';

/** The answer of GET and POST /external/v1/apply/entry: SPEC 3.1 apply entry data plus the flow's position. */
export interface FlowView {
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
  /** The machine input the server replays with (landing facts and flags); the browser replays with the same. */
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
  /** SPEC 3.1: the payment account given after the submit (server/bank/), null until then. */
  readonly accountNo: string | null;
  readonly accountKanaName: string | null;
  readonly flow: FlowView;
}

export interface PaymentAccount {
  readonly accountNo: string | null;
  readonly accountKanaName: string | null;
}

const NO_ACCOUNT: PaymentAccount = { accountNo: null, accountKanaName: null };

const INITIAL_STEP = 'acceptPermission';

/** What the view reads of a stored application. */
export type ApplicationState = Pick<Application, 'answers' | 'status' | 'result' | 'current_step' | 'schema_version' | 'visited_steps' | 'campaign_code' | 'ad_data' | 'shop_id' | 'inquiry_number'>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function entryView(application: ApplicationState | undefined, today: string, flags: Readonly<Record<string, FeatureFlag>>, account: PaymentAccount = NO_ACCOUNT): EntryView {
  const answers: AnswersByStep = application?.answers ?? {};
  const input = applyInputOf({ campaignCode: application?.campaign_code ?? null, adData: null, shopId: application?.shop_id ?? null }, flags);
  const walked = replay(applyFlow, answers, today, input);
  const submitted = application?.status === 'submitted' && application.result !== null;
  // A step saved under older schemas may no longer be reachable; the frontier is then where to resume.
  const stored = application?.current_step ?? INITIAL_STEP;
  const currentStep = submitted ? (application.result ?? stored) : walked.path.includes(stored) ? stored : walked.frontier;
  const counter = stepCounter(applyFlow, walked, currentStep);
  const facts = flatten(answers, walked.path);
  const flow: FlowView = {
    schemaVersion: application?.schema_version ?? applySchemaVersion,
    status: submitted ? 'submitted' : 'draft',
    currentStep,
    currentRoute: routeOf(applyFlow, currentStep) ?? '/apply/accept-permission',
    visitedSteps: submitted ? application.visited_steps : walked.path,
    answers,
    stepNumber: counter.stepNumber,
    stepTotal: counter.stepTotal,
    confirmRows: confirmRows(applyFlow, answers, walked),
    ...(submitted && application.result ? { result: application.result } : {}),
    ...(submitted && application.inquiry_number ? { inquiryNumber: application.inquiry_number } : {}),
    input,
  };
  return {
    campaignCode: application?.campaign_code ?? null,
    adData: parseAdData(application?.ad_data ?? null),
    shopId: application?.shop_id ?? null,
    lastNameKanji: text(facts['lastNameKanji']),
    firstNameKanji: text(facts['firstNameKanji']),
    lastNameKana: text(facts['lastNameKana']),
    firstNameKana: text(facts['firstNameKana']),
    birthDay: text(facts['birthDay']),
    homeZipCode: text(facts['homeZipCode']),
    homeAddrKanji: text(facts['homeAddrKanji']),
    homeSubAddrKanji: text(facts['homeSubAddrKanji']),
    jobCode: text(facts['jobCode']),
    // No partner KYC data reaches this service yet; SPEC 4 maps its absence to none.
    kycStatus: KycStatus.None,
    accountNo: account.accountNo,
    accountKanaName: account.accountKanaName,
    flow,
  };
}
