import type { FlowStepView, FlowView } from '../../flows/flowHost';
import { flowMessage } from './messages';

/**
 * The card a card flow is about, named on its first page (the server's `cardLabel` fact, with the card's nickname as
 * the member top shows them): a member with several cards would otherwise not see which one a suspension stops.
 * Later pages follow from the first; a result page has its own text.
 */
export function FlowSubjectCard({ view, step }: { readonly view: FlowView; readonly step: FlowStepView }) {
  const label = view.facts['cardLabel'];
  if (!label || step.backRoute !== undefined || step.page === 'result') return null;
  const nickname = view.facts['cardNickname'];
  return (
    <p className="step__subject" data-testid="flow-card">
      {flowMessage('subjectCard', { card: nickname ? `${label} ${nickname}` : label })}
    </p>
  );
}
