import type { Http } from './http';
import { ApiError, readAnswer, type ReadAnswer } from './apiAnswer';
import type { ErrorScreenKey } from '../../enums/errorScreens';
import { answerOutcome, screenByCodeId } from './answerPolicy';
import type { KeyValueStore } from './browserStores';
import { CredentialUnavailableError, type CredentialSource } from './credentialSource';

export const sessionErrorPath = '/error/session-error';
export const notAvailableTimeErrorKey = 'ppcd.notAvailableTimeError';

export interface ApiClientOptions {
  readonly http: Http;
  readonly baseUrl: string;
  readonly credentials: CredentialSource;
  readonly navigate: (path: string) => void;
  /** Where an out-of-hours answer is kept for the page to show (session storage in the browser). */
  readonly errorStore: KeyValueStore | null;
  /** SPEC 7.2: sent as the regularFlg header when set. */
  readonly regularFlg?: () => '0' | '1' | null;
  /** The error screen of each result code; the catalogue of enums/resultCodes.ts unless given. */
  readonly screens?: ReadonlyMap<string, ErrorScreenKey | null>;
}

export interface CallOptions {
  readonly json?: unknown;
  readonly searchParams?: Readonly<Record<string, string>>;
  /** A successful answer is a file (a photo read back), handed over as a Blob; refusals are read as usual. */
  readonly binary?: boolean;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, options?: CallOptions): Promise<T>;
}

/**
 * The credentialed calls of SPEC 7.2. A 403 with codeId 4031 fetches a new credential once and retries once; a
 * second 4031, or a credential that cannot be had, ends on the session-error page.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const outcome = (answer: ReadAnswer) => answerOutcome(answer, options.screens ?? screenByCodeId);
  const send = async (
    method: 'get' | 'post',
    path: string,
    credential: string,
    call: CallOptions,
    idempotencyKey: string,
  ): Promise<ReadAnswer> => {
    const url = new URL(path, options.baseUrl);
    for (const [name, value] of Object.entries(call.searchParams ?? {})) url.searchParams.set(name, value);
    url.searchParams.set('ppcdSwitchServiceFlg', 'yes');
    const headers: Record<string, string> = { accept: call.binary ? '*/*' : 'application/json', ppcdCredential: credential };
    const regularFlg = options.regularFlg?.();
    if (regularFlg) headers['regularFlg'] = regularFlg;
    // One key per call, kept for the retry: the server does not keep a 4031 refusal, which changed nothing.
    if (method === 'post') headers['idempotency-key'] = idempotencyKey;
    const response = await options.http(url, { method, headers, ...(call.json === undefined ? {} : { json: call.json }) });
    if (call.binary && response.ok) return { status: response.status, codeId: null, resultInfo: null, data: await response.blob() };
    return readAnswer(response);
  };

  const endSession = (answer: ReadAnswer | null, path: string, cause?: unknown): never => {
    options.navigate(sessionErrorPath);
    if (answer) throw new ApiError(answer, path);
    throw cause;
  };

  const request = async <T>(method: 'get' | 'post', path: string, call: CallOptions = {}): Promise<T> => {
    let answer: ReadAnswer;
    const idempotencyKey = crypto.randomUUID();
    try {
      answer = await send(method, path, await options.credentials.current(), call, idempotencyKey);
      if (outcome(answer) === 'refreshCredential') {
        answer = await send(method, path, await options.credentials.refresh(), call, idempotencyKey);
        if (outcome(answer) === 'refreshCredential') return endSession(answer, path);
      }
    } catch (error) {
      if (error instanceof CredentialUnavailableError) return endSession(null, path, error);
      throw error;
    }
    switch (outcome(answer)) {
      case 'success':
        return answer.data as T;
      case 'sessionEnded':
        return endSession(answer, path);
      case 'maintenance':
        options.navigate('/error?bffMaintenance=1');
        break;
      case 'outsideHours':
        options.errorStore?.setItem(
          notAvailableTimeErrorKey,
          JSON.stringify({ screen: 'outsideOperatingHours', codeId: answer.codeId, path }),
        );
        break;
      default:
        break;
    }
    throw new ApiError(answer, path);
  };

  return {
    get: (path, call) => request('get', path, call),
    post: (path, call) => request('post', path, call),
  };
}
