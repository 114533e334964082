import { resultCodes, type ResultCodeName } from '../../enums/resultCodes';
import type { FieldError } from './apiResponse';

/**
 * A failure the user is told about. The user's message comes from the result-code catalogue; `logMessage`
 * is for the operator and never reaches the browser.
 */
export class DomainError extends Error {
  readonly resultCode: ResultCodeName;
  readonly fieldErrors: readonly FieldError[];

  constructor(resultCode: ResultCodeName, logMessage: string, fieldErrors: readonly FieldError[] = []) {
    super(logMessage);
    this.name = 'DomainError';
    this.resultCode = resultCode;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return resultCodes[this.resultCode].status;
  }
}
