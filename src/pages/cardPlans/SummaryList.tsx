import type { ReactNode } from 'react';

export interface SummaryRow {
  readonly label: string;
  readonly value: ReactNode;
  /** A figure the page is about: drawn large. */
  readonly large?: boolean;
  /** The row's value named for the tests. */
  readonly testId?: string;
}

/** The label–value rows at the head of the revolving and cashing tops (`.summary-list`, global.css). */
export function SummaryList({ rows }: { readonly rows: readonly (SummaryRow | null)[] }) {
  return (
    <dl className="summary-list">
      {rows.flatMap((row) =>
        row
          ? [
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd className={row.large ? 'summary-list__amount' : undefined} data-testid={row.testId}>
                  {row.value}
                </dd>
              </div>,
            ]
          : [],
      )}
    </dl>
  );
}
