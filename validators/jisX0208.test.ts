import { describe, expect, it } from 'vitest';
import { isJisX0208, jisX0208Size } from './jisX0208.js';

describe('JIS X 0208', () => {
  it('holds the 6,879 characters of the standard plus the six JIS0208.TXT spellings of row 1', () => {
    expect(jisX0208Size()).toEqual({ all: 6879 + 6, kanji: 6355 });
  });

  it('accepts level 1 and level 2 kanji, kana and the symbols of the standard', () => {
    expect(isJisX0208('亜熙山田ひらがなカタカナ、。・ー〒※♪Ａ１')).toBe(true);
    expect(isJisX0208('〜')).toBe(true);
    expect(isJisX0208('～')).toBe(true);
  });

  it('rejects NEC and IBM extensions, astral characters and lone surrogates', () => {
    for (const s of ['①', '㈱', '髙', '﨑', '𠮷', '\ud842', '♥', 'ｱ', 'A']) expect(isJisX0208(s)).toBe(false);
  });
});
