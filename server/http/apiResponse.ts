import { type ResultCode, resultCodes, type ResultCodeName } from '../../enums/resultCodes';

/** One answer shape for every API call (SPEC 7.2, 8.1): `resultInfo` always, `data` on success. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
  /** A catalogue code (e.g. SPEC 8.3's photo codes) for screens that show the message in two languages. */
  readonly code?: string;
}

export interface ResultInfo {
  readonly code: 'SUCCESS' | 'ERROR';
  readonly codeId: string;
  readonly message: string;
  readonly errors?: readonly FieldError[];
}

export interface ApiAnswer<T> {
  readonly resultInfo: ResultInfo;
  readonly data?: T;
}

export function success<T>(data: T): ApiAnswer<T> {
  const { codeId, message } = resultCodes.success;
  return { resultInfo: { code: 'SUCCESS', codeId, message }, data };
}

/** SPEC 8.1 2001: a read with nothing to show yet (a card's first statement not yet closed); the page shows its empty state. */
export function nothingYet<T>(data: T): ApiAnswer<T> {
  const { codeId, message } = resultCodes.dataNotAvailable;
  return { resultInfo: { code: 'SUCCESS', codeId, message }, data };
}

/** A refusal's answer; `flag`: the code's second meaning, which has its own message (`ResultCode.alsoWhen`). */
export function failure(name: ResultCodeName, errors?: readonly FieldError[], flag?: string): ApiAnswer<never> {
  const code: ResultCode = resultCodes[name];
  const { codeId } = code;
  const message = flag !== undefined && code.alsoWhen?.flag === flag ? code.alsoWhen.message : code.message;
  return { resultInfo: { code: 'ERROR', codeId, message, ...(errors?.length ? { errors } : {}) } };
}
