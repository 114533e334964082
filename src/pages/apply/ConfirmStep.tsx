import './confirmStep.css';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyFlow } from '../../../flows/applyFlow';
import { designOf } from '../../../enums/cardDesigns';
import { confirmRows, replay, type ConfirmItem, type ConfirmRow } from '../../../flows/engine';
import { CardFace } from '../../flow/widgets/CardFace';
import { tokyoToday } from '../../../validators/calendar';
import { usePageTitle } from '../../shell/usePageTitle';
import { getEntry, submitApplication, type ApplyEntry } from './applyApi';
import { applyMessage, applyMessages } from './applyMessages';

/** Rows in path order, the pages of one repeated section (a family member) gathered under its heading. */
function sectionsOf(rows: readonly ConfirmRow[]): { section?: string; rows: ConfirmRow[] }[] {
  const groups: { section?: string; rows: ConfirmRow[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (row.section !== undefined && last?.section === row.section) last.rows.push(row);
    else groups.push(row.section === undefined ? { rows: [row] } : { section: row.section, rows: [row] });
  }
  return groups;
}

/** An answer as read back; the card face is shown as its picture beside its name. */
function ItemValue({ item, value }: { item: ConfirmItem; value: unknown }) {
  const design = item.field === 'faceCode' ? designOf(value) : undefined;
  if (!design) return <>{item.value}</>;
  return (
    <span className="confirm-face">
      <CardFace design={design} className="confirm-face__picture" decorative />
      <span>{item.value}</span>
    </span>
  );
}

function RowSection({ row, answers, level }: { row: ConfirmRow; answers: Readonly<Record<string, unknown>>; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="confirm-section" aria-labelledby={`confirm-${row.step}`}>
      <div className="confirm-section__head">
        <Heading id={`confirm-${row.step}`}>{row.title}</Heading>
        <Link to={row.route} aria-label={applyMessage('changeLabel', { title: row.section ? `${row.section} ${row.title}` : row.title })}>
          {applyMessages.change}
        </Link>
      </div>
      <dl>
        {row.items.map((item) => (
          <div key={item.field} className="confirm-row">
            <dt>{item.label}</dt>
            <dd>
              <ItemValue item={item} value={answers[item.field]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface ConfirmStepProps {
  readonly entry: ApplyEntry;
  readonly onSubmitted: (entry: ApplyEntry) => void;
  readonly onFail: (error: unknown) => void;
}

/** Every answer of the visited steps, each step with a change link; saving a changed step comes back here. */
export function ConfirmStep({ entry, onSubmitted, onFail }: ConfirmStepProps) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const schema = applyFlow.schemas['confirm']!;
  const title = String(schema['title'] ?? '');
  usePageTitle(title);
  const rows = useMemo(
    () => entry.flow.confirmRows ?? confirmRows(applyFlow, entry.flow.answers, replay(applyFlow, entry.flow.answers, tokyoToday(new Date()), entry.flow.input)),
    [entry],
  );

  const submit = async () => {
    setSending(true);
    try {
      const answer = await submitApplication();
      if (answer.kind === 'refused') {
        void navigate('/error?type=illegalOperation', { replace: true });
        return;
      }
      onSubmitted(await getEntry());
      void navigate(answer.route, { replace: true });
    } catch (error) {
      onFail(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="step">
      <h1 tabIndex={-1}>{title}</h1>
      {typeof schema['description'] === 'string' && <p className="step__lead">{schema['description']}</p>}
      <div className="confirm-list">
        {sectionsOf(rows).map((group) =>
          group.section === undefined ? (
            group.rows.map((row) => <RowSection key={row.step} row={row} answers={entry.flow.answers[row.step] ?? {}} level={2} />)
          ) : (
            <section key={group.section} className="confirm-group" aria-label={group.section}>
              <h2 className="confirm-group__heading">{group.section}</h2>
              {group.rows.map((row) => (
                <RowSection key={row.step} row={row} answers={entry.flow.answers[row.step] ?? {}} level={3} />
              ))}
            </section>
          ),
        )}
      </div>
      <button type="button" className="button button--primary button--block" disabled={sending} onClick={() => void submit()}>
        {sending ? applyMessages.submitting : applyMessages.confirmSubmit}
      </button>
    </div>
  );
}
