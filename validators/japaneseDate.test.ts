import { describe, expect, it } from 'vitest';
import { cardLabel } from '../enums/card';
import { japaneseDate } from './japaneseDate';

describe('how old cards are named', () => {
  it('writes a closing date the Japanese way, without leading zeros', () => {
    expect(japaneseDate('2026-08-20')).toBe('2026年8月20日');
    expect(japaneseDate('2025-11-05')).toBe('2025年11月5日');
  });

  it('shows a date it cannot read as it came rather than inventing one', () => {
    expect(japaneseDate('2026-08-20T00:00:00Z')).toBe('2026-08-20T00:00:00Z');
    expect(japaneseDate('')).toBe('');
  });

  it('names a card by brand and last four digits only', () => {
    expect(cardLabel({ brand: 'Mastercard', card4no: '0276' })).toBe('Mastercard（末尾0276）');
  });
});
