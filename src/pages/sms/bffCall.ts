export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export type BffResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly codeId: string; readonly message: string; readonly errors: readonly FieldError[] };

const networkFailure = { ok: false, status: 0, codeId: '', message: '通信エラーが発生しました。電波の良い場所で、もう一度お試しください。', errors: [] } as const;

/**
 * One call to this service's BFF in the one answer shape (SPEC 7.2): the data on success, otherwise the
 * result code, its Japanese message and any field errors. Never throws, so a page always has something to say.
 */
export async function bffCall<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<BffResult<T>> {
  try {
    const response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const answer = (await response.json()) as {
      resultInfo?: { code?: string; codeId?: string; message?: string; errors?: FieldError[] };
      data?: T;
    };
    if (response.ok && answer.resultInfo?.code === 'SUCCESS') return { ok: true, data: answer.data as T };
    return {
      ok: false,
      status: response.status,
      codeId: answer.resultInfo?.codeId ?? '',
      message: answer.resultInfo?.message ?? networkFailure.message,
      errors: answer.resultInfo?.errors ?? [],
    };
  } catch {
    return networkFailure;
  }
}
