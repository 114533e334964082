import type { ReactNode } from 'react';

export interface SummaryRow {
  readonly label: string;
  readonly value: ReactNode;
  /** A figure the page is about: drawn large, and named for the tests. */
  readonly amount?: string;
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
                {row.amount ? (
                  <dd className="summary-list__amount" data-testid={row.amount}>
                    {row.value}
                  </dd>
                ) : (
                  <dd>{row.value}</dd>
                )}
              </div>,
            ]
          : [],
      )}
    </dl>
  );
}
