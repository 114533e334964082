import type { Read } from './useRead';
import { readMessages } from './messages';

interface ReadStatusProps {
  readonly state: Read<unknown>;
  readonly onRetry: () => void;
  /** What to say when the thing read is not the card's (404). */
  readonly notFound?: string;
}

/** Loading announced politely; not found, not available and failures said in Japanese, a failure with a retry. */
export function ReadStatus({ state, onRetry, notFound }: ReadStatusProps) {
  switch (state.kind) {
    case 'loading':
      return (
        <p role="status" className="member-top__status">
          {readMessages.loading}
        </p>
      );
    case 'notFound':
      return (
        <p role="alert" className="notice">
          {notFound ?? readMessages.failed}
        </p>
      );
    case 'unavailable':
      return (
        <p role="alert" className="notice">
          {readMessages.unavailable}
        </p>
      );
    case 'failed':
      return (
        <div className="notice notice--error" role="alert">
          <p>{readMessages.failed}</p>
          <button type="button" className="button button--secondary button--block" onClick={onRetry}>
            {readMessages.retry}
          </button>
        </div>
      );
    default:
      return null;
  }
}
