import { describe, expect, it } from 'vitest';
import { errorScreenFromQuery, wayBackFromQuery } from './errorScreenFromQuery';

describe('error screen chosen from the URL', () => {
  it('shows maintenance when the BFF reported maintenance', () => {
    expect(errorScreenFromQuery(new URLSearchParams('bffMaintenance=1'))).toBe('maintenance');
  });
  it('shows the catalogue entry named by type', () => {
    expect(errorScreenFromQuery(new URLSearchParams('type=illegalOperation'))).toBe('illegalOperation');
  });
  it('falls back to the system error for an unknown or inherited key', () => {
    expect(errorScreenFromQuery(new URLSearchParams('type=nonsense'))).toBe('systemError');
    expect(errorScreenFromQuery(new URLSearchParams('type=toString'))).toBe('systemError');
    expect(errorScreenFromQuery(new URLSearchParams(''))).toBe('systemError');
  });
});

describe('the way back of a screen reached from a flow', () => {
  it('is the first page of the flow the screen was reached from', () => {
    expect(wayBackFromQuery(new URLSearchParams('type=illegalOperation&from=%2Fmember%2Fsetting%2Fbalance-raise%2Fpurpose'))).toEqual({
      kind: 'flowStart',
      to: '/member/setting/balance-raise/purpose',
    });
    const additionalCard = '/member/setting/multiple-card/accept-permission';
    expect(wayBackFromQuery(new URLSearchParams({ type: 'illegalOperation', from: additionalCard }))).toEqual({
      kind: 'flowStart',
      to: additionalCard,
    });
  });
  it('is the member top when the flow asks for it', () => {
    expect(wayBackFromQuery(new URLSearchParams('type=illegalOperation&from=%2Fmember'))).toEqual({ kind: 'memberTop', to: '/member' });
  });
  it('is nothing for another site or a page no flow has', () => {
    expect(wayBackFromQuery(new URLSearchParams('from=//evil.example/member'))).toBeNull();
    expect(wayBackFromQuery(new URLSearchParams('from=https://evil.example/'))).toBeNull();
    expect(wayBackFromQuery(new URLSearchParams('from=/member/info/top'))).toBeNull();
    expect(wayBackFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
