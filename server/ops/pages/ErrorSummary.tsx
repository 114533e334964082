import type { ReactNode } from 'react';

/**
 * What a refused form or action found, at the top of the page the server answers with. The console sends no script,
 * and each post answers with a new page, so `autofocus` is what moves the focus here: a keyboard user starts from the
 * summary and its links to the fields, and a screen reader reads it out (WCAG 3.3.1; GOV.UK's error summary).
 */
export function ErrorSummary({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the page exists to say what was refused; without a script nothing else moves the focus.
    <div className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title" autoFocus>
      <h2 id="error-summary-title">{title}</h2>
      {children}
    </div>
  );
}

/** What a form came to, atop the page it answers with: its refusals as the summary, or the notice of what was done. */
export function PostOutcome({
  refusedTitle,
  errors,
  notice,
}: {
  readonly refusedTitle: string;
  readonly errors: readonly string[];
  readonly notice?: string | undefined;
}) {
  return (
    <>
      {errors.length > 0 ? (
        <ErrorSummary title={refusedTitle}>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </ErrorSummary>
      ) : null}
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}
