import { isErrorStatus, readAnswer } from '../../api/apiAnswer';
import { createHttp } from '../../api/http';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export type BffResult<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly codeId: string;
      readonly message: string;
      readonly errors: readonly FieldError[];
    };

const networkFailure = {
  ok: false,
  status: 0,
  codeId: '',
  message: '通信エラーが発生しました。電波の良い場所で、もう一度お試しください。',
  errors: [],
} as const;

const http = createHttp();

/**
 * A session-only BFF call (no per-card credential) in the one answer shape: the data on success, otherwise
 * the result code, its Japanese message and any field errors, for the page to show. Never throws.
 */
export async function bffCall<T>(
  path: string,
  init: { method?: 'get' | 'post'; json?: unknown; idempotencyKey?: string } = {},
): Promise<BffResult<T>> {
  const method = init.method ?? 'get';
  try {
    const response = await http(new URL(path, window.location.origin), {
      method,
      // A page whose repeated press must stay one request (the disclosure) keeps its key; others take a new one.
      headers: {
        accept: 'application/json',
        ...(method === 'post' ? { 'idempotency-key': init.idempotencyKey ?? crypto.randomUUID() } : {}),
      },
      ...(init.json === undefined ? {} : { json: init.json }),
    });
    const answer = await readAnswer(response);
    if (!isErrorStatus(answer.status) && answer.resultInfo?.code === 'SUCCESS') return { ok: true, data: answer.data as T };
    if (!answer.resultInfo) return { ...networkFailure, status: answer.status };
    return {
      ok: false,
      status: answer.status,
      codeId: answer.resultInfo.codeId,
      message: answer.resultInfo.message,
      errors: answer.resultInfo.errors ?? [],
    };
  } catch {
    return networkFailure;
  }
}
