/** The card pages' shared sentences while the cards load or when they cannot be read. */
export const cardLoadMessages = {
  loading: 'カード情報を読み込んでいます。',
  loadFailed: 'カード情報を表示できませんでした。時間をおいて、もう一度お試しください。',
  retry: 'もう一度読み込む',
} as const;

interface CardLoadStatusProps {
  readonly kind: string;
  readonly onRetry: () => void;
}

/** Announces loading politely and a failure as an alert with a retry, for the member and former-member pages. */
export function CardLoadStatus({ kind, onRetry }: CardLoadStatusProps) {
  if (kind === 'loading') {
    return (
      <p role="status" className="member-top__status">
        {cardLoadMessages.loading}
      </p>
    );
  }
  if (kind === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{cardLoadMessages.loadFailed}</p>
        <button type="button" className="button button--secondary button--block" onClick={onRetry}>
          {cardLoadMessages.retry}
        </button>
      </div>
    );
  }
  return null;
}
