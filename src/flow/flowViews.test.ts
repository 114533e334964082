import { describe, expect, it } from 'vitest';
import type { FlowView } from '../../flows/flowHost';
import { forgetViews, keepView, keptView } from './flowViews';

const viewOf = (flowId: string, card: string): FlowView => ({
  flowId,
  status: 'draft',
  version: 1,
  schemaDigest: 'digest',
  currentStep: 'purpose',
  currentRoute: '/member/setting/balance-raise/purpose',
  steps: [],
  answers: {},
  facts: { cardLast4: card },
});

describe('the kept flow views', () => {
  it('draws the next page of a flow from the view its save answered', () => {
    keepView(viewOf('balanceRaise', '1111'));
    expect(keptView('balanceRaise')?.facts['cardLast4']).toBe('1111');
  });

  it('forgets the views read for the card selected before, so the next flow page reads the new card', () => {
    keepView(viewOf('balanceRaise', '1111'));
    keepView(viewOf('balanceReduce', '1111'));
    forgetViews();
    expect(keptView('balanceRaise')).toBeUndefined();
    expect(keptView('balanceReduce')).toBeUndefined();
  });
});
