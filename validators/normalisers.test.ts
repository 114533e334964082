import { describe, expect, it } from 'vitest';
import {
  amountDigits,
  digitsOnly,
  groupedDigits,
  inquiryNumberFormat,
  normaliseHyphens,
  normaliseLongVowel,
  removeSpaces,
  telCleanup,
  toFullWidth,
  toHalfWidthAscii,
  toKatakana,
  toUpperAlpha,
  zipCodeFormat,
} from './normalisers.js';

describe('normalisers', () => {
  it('widens ASCII and half-width kana, composing voiced marks', () => {
    expect(toFullWidth('ﾔﾏﾀﾞ ﾊﾟﾝ-1')).toBe('ヤマダ　パン－１');
  });

  it('narrows full-width ASCII and the ideographic space', () => {
    expect(toHalfWidthAscii('ＡＢＣ　１２３')).toBe('ABC 123');
  });

  it('turns hiragana and half-width kana into katakana', () => {
    expect(toKatakana('やまだｶﾀｶﾅゔ')).toBe('ヤマダカタカナヴ');
    expect(toKatakana('ぁゕゖゝ')).toBe('ァヵヶゝ');
  });

  it('widens half-width punctuation and marks as jaconv did, and leaves full-width letters alone', () => {
    expect(toKatakana('｢ｳﾞｨｰ｣､ｱ･ﾍﾟ｡')).toBe('「ヴィー」、ア・ペ。');
    // A mark no kana before it can take stays a spacing mark; ヷ and ヺ are outside JIS X 0208.
    expect(toKatakana('ﾞｱﾞﾟﾜﾞｦﾞ')).toBe('゛ア゛゜ワ゛ヲ゛');
    expect(toKatakana('カﾞＡ１')).toBe('カ゛Ａ１');
  });

  it('turns every dash and a long vowel mark between digits into the full-width hyphen', () => {
    expect(normaliseHyphens('１ー２‐３−４')).toBe('１－２－３－４');
    expect(normaliseHyphens('ハイツー')).toBe('ハイツー');
  });

  it('turns dashes typed after katakana into long vowel marks', () => {
    expect(normaliseLongVowel('ユ-コ')).toBe('ユーコ');
    expect(normaliseLongVowel('1-2')).toBe('1-2');
  });

  it('removes half-width, full-width and other white space', () => {
    expect(removeSpaces(' 山田\u3000太郎\t')).toBe('山田太郎');
  });

  it('keeps only digits, folding full-width ones', () => {
    expect(digitsOnly('０９０－abc１')).toBe('0901');
  });

  it('reads an amount as typed, keeping what is not a digit so it is refused as not a number', () => {
    expect(amountDigits('１，２００')).toBe('1200');
    expect(amountDigits(' 500 ')).toBe('500');
    expect(amountDigits('abc')).toBe('abc');
    expect(amountDigits(amountDigits('１,２ 00'))).toBe('1200');
  });

  it('cleans a telephone number and turns +81 into the trunk 0', () => {
    expect(telCleanup('+81 90-1234-5678')).toBe('09012345678');
    expect(telCleanup('(03) 1234-5678')).toBe('0312345678');
  });

  it('hyphenates a zip code only past six digits and is stable on its own output', () => {
    expect(zipCodeFormat('１０００００１')).toBe('100-0001');
    expect(zipCodeFormat('100-0001')).toBe('100-0001');
    expect(zipCodeFormat('10000')).toBe('10000');
  });

  it('groups an inquiry number 6/4/5/1 while it is typed', () => {
    expect(inquiryNumberFormat('1234567')).toBe('123456-7');
    expect(inquiryNumberFormat('123456-7890-12345-6')).toBe('123456-7890-12345-6');
  });

  it('returns an empty string for a value that is not text', () => {
    expect(toFullWidth(undefined)).toBe('');
    expect(digitsOnly({})).toBe('');
  });

  it('folds a Roman-letter name to half-width capitals', () => {
    expect(toUpperAlpha('ｔａｒｏ')).toBe('TARO');
    expect(toUpperAlpha('Yamada')).toBe('YAMADA');
  });
});

describe('groupedDigits', () => {
  it('puts a comma every three digits of a whole number, as ja-JP does', () => {
    expect(groupedDigits(0)).toBe('0');
    expect(groupedDigits(999)).toBe('999');
    expect(groupedDigits(1000)).toBe('1,000');
    expect(groupedDigits(99)).toBe('99');
    expect(groupedDigits(10_000_000)).toBe('10,000,000');
    expect(groupedDigits(-1234)).toBe('-1,234');
  });

  it('writes anything but a whole number as it is, never inventing grouping inside decimals', () => {
    expect(groupedDigits(1.5)).toBe('1.5');
    expect(groupedDigits(Number.NaN)).toBe('NaN');
  });
});
