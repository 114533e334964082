import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applyFlow } from '../../../flows/applyFlow';
import { confirmRows, replay } from '../../../flows/engine';
import { tokyoToday } from '../../../validators/calendar';
import { usePageTitle } from '../../shell/usePageTitle';
import { getEntry, submitApplication, type ApplyEntry } from './applyApi';
import { applyMessage, applyMessages } from './applyMessages';

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
        {rows.map((row) => (
          <section key={row.step} className="confirm-section" aria-labelledby={`confirm-${row.step}`}>
            <div className="confirm-section__head">
              <h2 id={`confirm-${row.step}`}>{row.title}</h2>
              <Link to={row.route} aria-label={applyMessage('changeLabel', { title: row.title })}>
                {applyMessages.change}
              </Link>
            </div>
            <dl>
              {row.items.map((item) => (
                <div key={item.field} className="confirm-row">
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <button type="button" className="button button--primary button--block" disabled={sending} onClick={() => void submit()}>
        {sending ? applyMessages.submitting : applyMessages.confirmSubmit}
      </button>
    </div>
  );
}
