import { describe, expect, it } from 'vitest';
import { billingMonthLabel, statementRow, usageMonthLabel } from './statementRow';
import { nicknameProblem, normaliseNickname } from './nickname';

describe('a statement line as the page and the CSV show it', () => {
  it('writes the date with slashes, the amount in SPEC 9’s money format and the payment kind in words', () => {
    expect(statementRow({ usedOn: '2026-10-05', shopName: 'まるやま食堂', amount: 12345, paymentKind: '1' })).toEqual([
      '2026/10/05',
      'まるやま食堂',
      '¥12,345',
      '1回払い',
    ]);
  });

  it('marks a refund with the triangle before the yen sign', () => {
    expect(statementRow({ usedOn: '2026-10-31', shopName: '東都百貨店', amount: -1200, paymentKind: '3' })).toEqual([
      '2026/10/31',
      '東都百貨店',
      '△¥1,200',
      'リボ払い',
    ]);
  });

  it('names a billing month the Japanese way, without a leading zero', () => {
    expect(billingMonthLabel('202603')).toBe('2026年3月');
    expect(billingMonthLabel('202612')).toBe('2026年12月');
  });
});

describe('a card nickname', () => {
  it('drops spaces at either end, half-width and full-width alike', () => {
    expect(normaliseNickname('　旅行用 ')).toBe('旅行用');
  });

  it('allows 20 characters, counting an emoji as one, and refuses the 21st', () => {
    expect(nicknameProblem('あ'.repeat(20))).toBeNull();
    expect(nicknameProblem('🍣'.repeat(20))).toBeNull();
    expect(nicknameProblem('あ'.repeat(21))).toBe('ニックネームは20文字以内で入力してください。');
  });

  it('refuses a line break inside the name, the line and paragraph separators included', () => {
    for (const lineBreak of ['\n', '\r', '\u2028', '\u2029'])
      expect(nicknameProblem(`旅行${lineBreak}用`)).toBe('ニックネームに改行は使えません。');
  });

  it('refuses a C0 or C1 control or a bidirectional mark, as every step answer does', () => {
    for (const hidden of ['\u0000', '\u0085', '\u009f', '\u202e', '\u2066', '\u200f'])
      expect(nicknameProblem(`旅行${hidden}用`)).toBe('ニックネームに使用できない文字が含まれています。');
  });
});

describe('the month a statement’s uses were made in', () => {
  it('is the month before the billing month, across a year’s end', () => {
    expect(usageMonthLabel('202610')).toBe('2026年9月');
    expect(usageMonthLabel('202601')).toBe('2025年12月');
  });
});
