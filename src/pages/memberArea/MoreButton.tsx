import { statementMessages as text } from './messages';

interface MoreButtonProps {
  readonly pages: { readonly hasMore: boolean; readonly state: 'idle' | 'loading' | 'failed'; more(): void };
}

/** "もっと見る" under a paged list (useMorePages), and what went wrong when the next page could not be read. */
export function MoreButton({ pages }: MoreButtonProps) {
  return (
    <>
      {pages.hasMore ? (
        <button type="button" className="button button--secondary button--block" onClick={pages.more} disabled={pages.state === 'loading'}>
          {pages.state === 'loading' ? text.loadingMore : text.more}
        </button>
      ) : null}
      {pages.state === 'failed' ? (
        <p role="alert" className="notice notice--error">
          {text.moreFailed}
        </p>
      ) : null}
    </>
  );
}
