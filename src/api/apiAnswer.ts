/** The one answer shape of the server (SPEC 7.2, 8.1), as the browser reads it. */
export interface ApiResultInfo {
  readonly code: 'SUCCESS' | 'ERROR';
  readonly codeId: string;
  readonly message: string;
  readonly errors?: readonly { field: string; message: string }[];
}

export interface ReadAnswer {
  readonly status: number;
  readonly codeId: string | null;
  readonly resultInfo: ApiResultInfo | null;
  /** `data` of a JSON answer, the whole body otherwise (text for non-JSON content types). */
  readonly data: unknown;
}

/** HTTP 400 to 599, with the result code when the body had one. */
export class ApiError extends Error {
  readonly status: number;
  readonly codeId: string | null;
  readonly resultInfo: ApiResultInfo | null;

  constructor(answer: ReadAnswer, path: string) {
    super(`${path} answered ${answer.status}${answer.codeId ? ` (${answer.codeId})` : ''}`);
    this.name = 'ApiError';
    this.status = answer.status;
    this.codeId = answer.codeId;
    this.resultInfo = answer.resultInfo;
  }
}

function resultInfoOf(body: unknown): ApiResultInfo | null {
  if (typeof body !== 'object' || body === null || !('resultInfo' in body)) return null;
  const info = body.resultInfo;
  if (typeof info !== 'object' || info === null) return null;
  const { code, codeId, message } = info as Record<string, unknown>;
  if ((code !== 'SUCCESS' && code !== 'ERROR') || typeof codeId !== 'string' || typeof message !== 'string') return null;
  return info as ApiResultInfo;
}

/** SPEC 7.3: the body is parsed by its content type; a body that does not parse is kept as text. */
export async function readAnswer(response: Response): Promise<ReadAnswer> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let body: unknown = text;
  if (/[/+]json\b/i.test(type) && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  const resultInfo = resultInfoOf(body);
  const data = resultInfo && typeof body === 'object' && body !== null && 'data' in body ? body.data : resultInfo ? undefined : body;
  return { status: response.status, codeId: resultInfo?.codeId ?? null, resultInfo, data };
}

export function isErrorStatus(status: number): boolean {
  return status >= 400 && status <= 599;
}
