import { type FormEvent, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/styles/global.css';
import '../../src/styles/flow.css';

/**
 * The floor under the first tap on 次へ in bench/keystroke.bench.ts: the least a React page can do for a failed submit
 * of the same step. The same fields and our stylesheets, so the summary is laid out and painted as ours is; no RJSF,
 * no validator (every field is empty, so every field is missing), no rehearsal: on submit, one state update draws the
 * summary and each field's message, and the frame that shows them scrolls to the step and moves the focus to the
 * summary, as src/flow/theme/ErrorSummary.tsx does. The bench puts the step's field titles in at build time.
 */
declare const __FIELDS__: readonly { readonly id: string; readonly title: string }[];

function Step() {
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [tries, setTries] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  useEffect(() => {
    if (tries === 0) return;
    const frame = requestAnimationFrame(() => {
      summary.current?.closest('.step')?.scrollIntoView({ block: 'start' });
      summary.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [tries]);
  const message = (title: string) => `${title}を入力してください。`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setMissing(__FIELDS__.filter(({ id }) => !String(form.get(id) ?? '').trim()).map(({ id }) => id));
    setTries((n) => n + 1);
  };
  const titleOf = (id: string) => __FIELDS__.find((field) => field.id === id)?.title ?? id;
  return (
    <main className="step">
      <h1>お客さまの情報</h1>
      {missing.length > 0 && (
        <div key={tries} className="error-summary" role="alert" tabIndex={-1} ref={summary}>
          <h2 className="error-summary__heading">入力内容をご確認ください</h2>
          <ul className="error-summary__list">
            {missing.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{message(titleOf(id))}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form className="step__form" noValidate onSubmit={submit}>
        {__FIELDS__.map(({ id, title }) => (
          <div key={id} className="field">
            <label className="field__label" htmlFor={id}>
              {title}
            </label>
            {missing.includes(id) && (
              <p className="field__error" id={`${id}-error`}>
                {message(title)}
              </p>
            )}
            <input className="input" id={id} name={id} aria-invalid={missing.includes(id) || undefined} />
          </div>
        ))}
        <div className="step__actions">
          <button type="submit" className="button button--primary button--block">
            次へ
          </button>
        </div>
      </form>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Step />);
