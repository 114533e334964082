import { flowMessage } from './messages';

/** "ステップ n / m" (SPEC 4 counting rules are the engine's; this only draws the numbers it is given). */
export function StepProgress({ n, m }: { readonly n: number; readonly m: number }) {
  const percent = m > 0 ? Math.min(100, Math.round((n / m) * 100)) : 0;
  return (
    <div className="step-progress">
      <p className="step-progress__text">{flowMessage('stepCounter', { n, m })}</p>
      {/* An SVG's width attribute, not a style attribute: the strict CSP refuses inline styles in a page the
          server drew (src/ssr/renderPage.tsx). */}
      <svg className="step-progress__bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect width={percent} height="6" />
      </svg>
    </div>
  );
}
