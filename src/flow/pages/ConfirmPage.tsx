import './confirmPage.css';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FlowConfirmItem, FlowConfirmRow } from '../../../flows/flowHost';
import { designOf } from '../../../enums/cardDesigns';
import { usePageTitle } from '../../shell/usePageTitle';
import { flowMessage, flowMessages } from '../messages';
import { CardFace } from '../widgets/CardFace';
import type { FlowPageProps } from './flowPageProps';
import { schemaOf, textOf, withFacts } from './schemaOf';

/** Rows in path order, the pages of one repeated section (a family member) gathered under its heading. */
function sectionsOf(rows: readonly FlowConfirmRow[]): { section?: string; rows: FlowConfirmRow[] }[] {
  const groups: { section?: string; rows: FlowConfirmRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (row.section !== undefined && last?.section === row.section) last.rows.push(row);
    else groups.push(row.section === undefined ? { rows: [row] } : { section: row.section, rows: [row] });
  }
  return groups;
}

/** An answer as the server reads it back; a card face (`picture: cardFace`) also as its picture. */
function ItemValue({ item, value }: { readonly item: FlowConfirmItem; readonly value: unknown }) {
  const design = item.picture === 'cardFace' ? designOf(value) : undefined;
  if (!design) return <>{item.value}</>;
  return (
    <span className="confirm-face">
      <CardFace design={design} className="confirm-face__picture" decorative />
      <span>{item.value}</span>
    </span>
  );
}

interface RowProps {
  readonly row: FlowConfirmRow;
  readonly answers: Readonly<Record<string, unknown>>;
  readonly level: 2 | 3;
}

function RowSection({ row, answers, level }: RowProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="confirm-section" aria-labelledby={`confirm-${row.step}`}>
      <div className="confirm-section__head">
        <Heading id={`confirm-${row.step}`}>{row.title}</Heading>
        <Link to={row.route} aria-label={flowMessage('changeLabel', { title: row.section ? `${row.section} ${row.title}` : row.title })}>
          {flowMessages.change}
        </Link>
      </div>
      <dl>
        {row.items.map((item) => (
          <div key={item.field} className="confirm-row">
            {/* A step of one question is often titled as the question: the label said again under the heading is
                hidden from sight, and kept for a screen reader's reading of the list. */}
            <dt className={item.label === row.title ? 'visually-hidden' : undefined}>{item.label}</dt>
            <dd>
              <ItemValue item={item} value={answers[item.field]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A `confirm` state: every answer of the path as the server reads it back (`view.confirmRows`), each step with a
 * change link (saving a changed step comes back here), and the submit. Heading, lead and button text are the
 * state's schema's (`ui:submitButtonOptions.submitText`).
 */
export default function ConfirmPage({ view, step, form, submit, notice }: FlowPageProps) {
  const [sending, setSending] = useState(false);
  // The lead may state the server's figures (`{scheduleMonths}`), as a step's lead does.
  const schema = withFacts(schemaOf(form, step.schema).schema ?? {}, view.facts);
  const title = textOf(schema['title']);
  usePageTitle(title);
  const buttonOptions = schema['ui:submitButtonOptions'];
  const submitText =
    typeof buttonOptions === 'object' && buttonOptions !== null && !Array.isArray(buttonOptions) ? textOf(buttonOptions['submitText']) : '';
  const row = (level: 2 | 3) => (r: FlowConfirmRow) => (
    <RowSection key={r.step} row={r} answers={view.answers[r.step] ?? {}} level={level} />
  );

  return (
    <div className="step">
      {notice}
      <h1 tabIndex={-1}>{title}</h1>
      {textOf(schema['description']) && <p className="step__lead">{textOf(schema['description'])}</p>}
      <div className="confirm-list">
        {sectionsOf(view.confirmRows ?? []).map((group) =>
          group.section === undefined ? (
            group.rows.map(row(2))
          ) : (
            <section key={group.section} className="confirm-group" aria-label={group.section}>
              <h2 className="confirm-group__heading">{group.section}</h2>
              {group.rows.map(row(3))}
            </section>
          ),
        )}
      </div>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={sending}
        onClick={() => {
          setSending(true);
          void submit().finally(() => setSending(false));
        }}
      >
        {sending ? flowMessages.submitting : submitText || flowMessages.confirmSubmit}
      </button>
    </div>
  );
}
