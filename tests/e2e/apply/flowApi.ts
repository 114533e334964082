import type { FlowView } from '../../../flows/flowHost';
import type { Phone } from '../phone';
import { credentialOf, type JourneyStep } from './applyJourney';

/**
 * The apply flow answered through the generic flow API (`/external/v1/flows/apply/…`) with the browser's own
 * session, as the page would save it: for journeys that test a page deep in the flow without typing every step
 * before it. The SMS step is verified with the code from the development outbox, as a tester would.
 */
async function call<T>(phone: Phone, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const credential = await credentialOf(phone);
  return phone.page.evaluate(
    async ({ method, path, body, credential }) => {
      const response = await fetch(`${path}?ppcdSwitchServiceFlg=yes`, {
        method,
        headers: {
          accept: 'application/json',
          ppcdCredential: credential,
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as { data: unknown };
      return { status: response.status, data: json.data as never };
    },
    { method, path, body, credential },
  );
}

export async function flowView(phone: Phone, flowId = 'apply'): Promise<FlowView> {
  return (await call<FlowView>(phone, 'GET', `/external/v1/flows/${flowId}/entry`)).data;
}

export async function saveThroughApi(
  phone: Phone,
  state: string,
  answers: Readonly<Record<string, unknown>>,
  version?: number,
): Promise<number> {
  const at = version ?? (await flowView(phone)).version;
  return (await call(phone, 'POST', `/external/v1/flows/apply/steps/${state}`, { answers, version: at })).status;
}

async function verifyMobile(phone: Phone): Promise<void> {
  const sent = await call<{ challengeId: string }>(phone, 'POST', '/external/v1/apply/sms/send', {});
  // The code leaves through the outbox: read it once nothing is still on its way.
  const outbox = await phone.page.evaluate(async () => {
    for (let tries = 0; tries < 100; tries += 1) {
      const { data } = (await (await fetch('/api/develop/sms-outbox')).json()) as {
        data: { messages: { body: string }[]; waiting: number };
      };
      if (data.waiting === 0) return data.messages;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the code did not leave the outbox');
  });
  const code = /認証コードは (\d{6}) です/.exec(outbox[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  await call(phone, 'POST', '/external/v1/apply/sms/verify', { challengeId: sent.data.challengeId, code });
}

/** Saves each step's answers in order (as stored, or as `saved` for a secret); fails on the first step the server refuses. */
export async function answerThroughApi(phone: Phone, steps: readonly JourneyStep[]): Promise<void> {
  for (const step of steps) {
    if (step.step === 'smsAuthentication') await verifyMobile(phone);
    const status = await saveThroughApi(phone, step.step, step.saved ?? step.stored);
    if (status !== 200) throw new Error(`${step.step} answered ${status}`);
  }
}

/** 「ステップ n / m」 of a state as the server's view counts it (the counter is the engine's, never a journey's). */
export async function stepCounterText(phone: Phone, state: string, flowId = 'apply'): Promise<string> {
  const position = (await flowView(phone, flowId)).steps.find((step) => step.state === state)?.position;
  if (!position) throw new Error(`${flowId}/${state} has no position in the view`);
  return `ステップ ${position.n} / ${position.m}`;
}
