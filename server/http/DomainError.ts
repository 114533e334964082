import type { SessionFlags } from '../../api/bffAnswers';
import { resultCodes, type ResultCodeName } from '../../enums/resultCodes';
import type { FieldError } from './apiResponse';

/**
 * A failure the user is told about. The user's message comes from the result-code catalogue; `logMessage`
 * is for the operator and never reaches the browser.
 */
export class DomainError extends Error {
  readonly resultCode: ResultCodeName;
  readonly fieldErrors: readonly FieldError[];
  /** The session flag whose meaning of the code this is (`ResultCode.alsoWhen`): its message is answered. */
  readonly flag: keyof SessionFlags | undefined;

  constructor(resultCode: ResultCodeName, logMessage: string, fieldErrors: readonly FieldError[] = [], flag?: keyof SessionFlags) {
    super(logMessage);
    this.name = 'DomainError';
    this.resultCode = resultCode;
    this.fieldErrors = fieldErrors;
    this.flag = flag;
  }

  get status(): number {
    return resultCodes[this.resultCode].status;
  }
}
