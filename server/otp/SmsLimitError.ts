import { DomainError } from '../http/DomainError';

/** A send refused by a rate limit: HTTP 429 so clients and proxies read it as "later", with the member's reason. */
export class SmsLimitError extends DomainError {
  constructor(logMessage: string, message: string) {
    super('invalidParams', logMessage, [{ field: 'phoneNumber', message }]);
    this.name = 'SmsLimitError';
  }

  override get status(): number {
    return 429;
  }
}
