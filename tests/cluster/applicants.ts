import type { Kysely } from 'kysely';
import { employeeAnswers } from '../../flows/apply';
import type { Database } from '../../server/db/schema';
import { demoPeople, testPeople } from '../../server/seed/demoAccounts';
import { startSession } from '../../server/sessions/sessionStore';

const entry = '/external/v1/apply/entry?ppcdSwitchServiceFlg=yes';

/** One try of a save as the browser sent it, and what became of it; a refused save is tried again under its key. */
export interface Attempt {
  readonly loginId: string;
  /** The applicant's save this try belongs to (0, 1, 2…): its tries share its value and its Idempotency-Key. */
  readonly save: number;
  /** The saved first name (romaji): each save of an applicant carries a value of its own, so a draft says which save it holds. */
  readonly value: string;
  readonly key: string;
  readonly startedAt: number;
  endedAt: number;
  /** 2xx: the service said it is saved. */
  acknowledged: boolean;
  /** The answer's HTTP status, null when the connection was cut. */
  status: number | null;
}

export interface Applicant {
  readonly loginId: string;
  readonly cookie: string;
  credential: string;
}

/**
 * The applicants the servers seed under NODE_ENV=test (server/seed/demoAccounts.ts): each saves a draft of their own.
 * `verified` is left out: the payment app's record fixes their name, which the saves change.
 */
export function applicantIds(count: number): string[] {
  const ids = [...demoPeople, ...testPeople]
    .filter((account) => account.role === 'applicant' && !account.partner)
    .map((account) => account.loginId);
  if (ids.length < count) throw new Error(`only ${ids.length} demo applicants, ${count} asked for`);
  return ids.slice(0, count);
}

async function credentialOf(baseUrl: string, cookie: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/bff/getCredentialV2`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`getCredentialV2: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { ppcdCredential: string } }).data.ppcdCredential;
}

/**
 * A logged-in applicant at the name step. The session is written as the OpenID callback writes it (the login pages
 * are not what is tested); the credential and every save go through HAProxy as the browser's calls do.
 */
export async function logIn(db: Kysely<Database>, baseUrl: string, loginId: string): Promise<Applicant> {
  const cookie = `session=${await startSession(db, `member-${loginId}`)}`;
  const applicant = { loginId, cookie, credential: await credentialOf(baseUrl, cookie) };
  const consent = await post(baseUrl, applicant, 'acceptPermission', employeeAnswers.acceptPermission, `consent-${loginId}-${Date.now()}`);
  if (!consent.ok) throw new Error(`${loginId} consent: ${consent.status} ${await consent.text()}`);
  return applicant;
}

function post(baseUrl: string, applicant: Applicant, step: string, answers: object, key: string): Promise<Response> {
  return fetch(`${baseUrl}${entry}`, {
    method: 'POST',
    headers: { cookie: applicant.cookie, ppcdCredential: applicant.credential, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ step, answers }),
    signal: AbortSignal.timeout(15_000),
  });
}

/** 0 → A, 25 → Z, 26 → BA…: romaji only, as the name field allows. */
function letters(n: number): string {
  return n < 26 ? String.fromCharCode(65 + n) : letters(Math.floor(n / 26)) + String.fromCharCode(65 + (n % 26));
}

/** How long a save is tried again before the applicant gives it up: past a killed holder's key lease (60 s). */
const giveUpAfterMs = 90_000;

/**
 * Saves the name step again and again, as a person correcting it would, until `running()` is false; every try is
 * appended to `attempts`. A save that is not acknowledged (cut, refused while a part is down, 409 while its key is
 * held) is sent again with the **same** Idempotency-Key and value after a breath, as the browser does, until it is
 * acknowledged or `giveUpAfterMs` has passed; a save under way when `running()` turns false is still finished. A 403
 * 4031 (the credential expired in a long run) fetches a new one as the browser does.
 */
export async function keepSaving(
  baseUrl: string,
  applicant: Applicant,
  run: string,
  attempts: Attempt[],
  running: () => boolean,
): Promise<void> {
  for (let save = 0; running(); save += 1) {
    const value = `K${letters(save)}`;
    const key = `${run}-${applicant.loginId}-${save}`;
    const firstTry = Date.now();
    for (let acknowledged = false; !acknowledged && Date.now() - firstTry < giveUpAfterMs; ) {
      const attempt: Attempt = {
        loginId: applicant.loginId,
        save,
        value,
        key,
        startedAt: Date.now(),
        endedAt: 0,
        acknowledged: false,
        status: null,
      };
      attempts.push(attempt);
      try {
        const answer = await post(baseUrl, applicant, 'attribute', { ...employeeAnswers.attribute, firstNameAlpha: value }, key);
        const text = await answer.text();
        attempt.acknowledged = answer.ok;
        attempt.status = answer.status;
        if (answer.status === 403 && text.includes('4031'))
          applicant.credential = await credentialOf(baseUrl, applicant.cookie).catch(() => applicant.credential);
      } catch {
        // Cut in flight (the instance or the database died under it): not acknowledged, so it is sent again.
      }
      attempt.endedAt = Date.now();
      acknowledged = attempt.acknowledged;
      // Pressed again after a breath, as a person would, not in a tight loop.
      if (!acknowledged) await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

/** The saves of which no try was acknowledged (each given up after `giveUpAfterMs`): a key the service never took. */
export function savesNeverAcknowledged(attempts: readonly Attempt[]): string[] {
  const acknowledged = new Set(attempts.filter((attempt) => attempt.acknowledged).map((attempt) => attempt.key));
  return [...new Set(attempts.map((attempt) => attempt.key))].filter((key) => !acknowledged.has(key));
}

/** The first name the applicant's draft holds now, read back through the service. */
export async function savedValue(baseUrl: string, applicant: Applicant): Promise<string | null> {
  applicant.credential = await credentialOf(baseUrl, applicant.cookie);
  const answer = await fetch(`${baseUrl}${entry}`, { headers: { cookie: applicant.cookie, ppcdCredential: applicant.credential } });
  if (!answer.ok) throw new Error(`read back ${applicant.loginId}: ${answer.status} ${await answer.text()}`);
  const body = (await answer.json()) as { data: { flow: { answers: { attribute?: { firstNameAlpha?: string } } } } };
  return body.data.flow.answers.attribute?.firstNameAlpha ?? null;
}
