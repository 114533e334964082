import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { containsCardNumber, maskCardNumbers, noCardNumber } from './cardNumbers';
import { mailAddress } from './contact';
import { fail, OK } from './result';

describe('card numbers in free text', () => {
  it.each([
    ['a test Visa number', '4111111111111111'],
    ['grouped as printed', '4111 1111 1111 1111'],
    ['full-width with hyphens', '４１１１－１１１１－１１１１－１１１１'],
    ['inside an address', '１－２－３　４０１２８８８８８８８８１８８１号'],
    ['a 15-digit Amex number', 'AMEX 378282246310005'],
    ['after a phone number', '090-1234-5678 4111 1111 1111 1111'],
  ])('finds %s', (_name, text) => {
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each([
    ['a building number', '１－２－３　カードハイツ１０１'],
    ['a phone number', '09012345678'],
    ['16 digits that fail the Luhn check', '4111111111111112'],
    ['12 digits', '411111111111'],
  ])('leaves %s alone', (_name, text) => {
    expect(containsCardNumber(text)).toBe(false);
  });

  it('answers in Japanese with the field label', () => {
    expect(noCardNumber('4111111111111111', { field: '勤務先名' })).toEqual({
      valid: false,
      messageKey: 'cardNumberInText',
      message: '勤務先名にカード番号は入力できません。カード番号を含めずに入力してください。',
    });
  });

  it('is the ajv keyword noCardNumber, with the schema title as the label', () => {
    const validate = createAjv().compile({ type: 'object', properties: { note: { type: 'string', title: 'メモ', noCardNumber: true } } });
    expect(validate({ note: '4111-1111-1111-1111' })).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('メモにカード番号は入力できません。カード番号を含めずに入力してください。');
    expect(validate({ note: 'カードハイツ101' })).toBe(true);
  });
});

describe('a card number where the person did not type it', () => {
  it('is starred out but for its last four digits, whatever its grouping or width', () => {
    expect(maskCardNumbers('ref=4111111111111111&x=1')).toBe('ref=************1111&x=1');
    expect(maskCardNumbers('4111 1111 1111 1111')).toBe('**** **** **** 1111');
    expect(maskCardNumbers('４１１１１１１１１１１１１１１１')).toBe('************１１１１');
  });

  it('leaves other numbers as they are: an order number that fails Luhn, a phone number, a date', () => {
    expect(maskCardNumbers('order=4111111111111112 tel=09012345678 on 20261127')).toBe(
      'order=4111111111111112 tel=09012345678 on 20261127',
    );
  });
});

describe('a mail address', () => {
  it('is refused when its local part is a card number', () => {
    expect(mailAddress('4111111111111111@example.jp', { field: 'メールアドレス' })).toEqual(
      fail('cardNumberInText', { field: 'メールアドレス' }),
    );
    expect(mailAddress('4111-1111-1111-1111@example.jp')).not.toEqual(OK);
  });

  it('is accepted with ordinary digits in it', () => {
    expect(mailAddress('taro1990@example.jp')).toEqual(OK);
    expect(mailAddress('09012345678@example.jp')).toEqual(OK);
  });
});
