import { flowMessage } from './messages';

/** "ステップ n / m" (SPEC 4 counting rules are the engine's; this only draws the numbers it is given). */
export function StepProgress({ n, m }: { readonly n: number; readonly m: number }) {
  const percent = m > 0 ? Math.min(100, Math.round((n / m) * 100)) : 0;
  return (
    <div className="step-progress">
      <p className="step-progress__text">{flowMessage('stepCounter', { n, m })}</p>
      <div className="step-progress__bar" aria-hidden="true">
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
