import { call, FlowCallFailed, type Outcome } from '../../flow/flowApi';

/** The apply SMS step's own calls (SPEC 7.2): a code to the mobile number saved on the phone step, then its check. */

export interface SentCode {
  readonly challengeId: string;
  readonly maskedPhoneNumber: string;
}

export type SmsAnswer<T> = { readonly kind: 'ok'; readonly data: T } | { readonly kind: 'invalid' | 'expired'; readonly message: string };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function smsAnswerOf<T>(outcome: Outcome, valid: (data: unknown) => data is T): SmsAnswer<T> {
  if (outcome.kind === 'ok' && valid(outcome.data)) return { kind: 'ok', data: outcome.data };
  if (outcome.kind === 'invalid' || outcome.kind === 'expired') return { kind: outcome.kind, message: outcome.errors[0]?.message ?? '' };
  throw new FlowCallFailed(`sms ${outcome.kind}`);
}

const BASE = '/external/v1/apply/sms';

export async function sendSmsCode(): Promise<SmsAnswer<SentCode>> {
  return smsAnswerOf(
    await call('post', `${BASE}/send`),
    (d): d is SentCode => isObject(d) && typeof d.challengeId === 'string' && typeof d.maskedPhoneNumber === 'string',
  );
}

/** The code typed: the server records the number as verified and names it (the step's answer). */
export async function verifySmsCode(challengeId: string, code: string): Promise<SmsAnswer<{ smsAuthMobNum: string }>> {
  return smsAnswerOf(
    await call('post', `${BASE}/verify`, { challengeId, code }),
    (d): d is { smsAuthMobNum: string } => isObject(d) && typeof d.smsAuthMobNum === 'string',
  );
}
