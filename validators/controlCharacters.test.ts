import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasHiddenCharacters, withoutHiddenCharacters } from './controlCharacters.js';

describe('hidden characters in free text', () => {
  it('counts the C1 controls as controls, as the C0 ones, and keeps tab and line breaks as text', () => {
    for (const control of ['\u0000', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'])
      expect(hasControlCharacters(`ご相談${control}です`)).toBe(true);
    expect(hasControlCharacters('一行目\r\n二行目\tです')).toBe(false);
    expect(hasControlCharacters('\u00a0ノーブレークスペース')).toBe(false);
  });

  it('refuses in an answer the line and paragraph separators beside the controls and bidirectional marks', () => {
    for (const hidden of ['\u0085', '\u202e', '\u2066', '\u2028', '\u2029']) expect(hasHiddenCharacters(`ご相談${hidden}です`)).toBe(true);
    expect(hasHiddenCharacters('ご相談です。\n改行はそのままです。')).toBe(false);
  });

  it('takes them out of pasted text, U+2028 and U+2029 becoming the line break they stand for', () => {
    expect(withoutHiddenCharacters('年末\u0000\u202eキャンペーン\u0085')).toBe('年末キャンペーン');
    expect(withoutHiddenCharacters('一行目\u2028二行目\u2029三行目\r\n四行目\tです')).toBe('一行目\n二行目\n三行目\r\n四行目\tです');
  });
});
