import { describe, expect, it } from 'vitest';
import {
  amountChanged,
  cashingCourseAmount,
  creditLimitRaised,
  postInstallmentPurchase,
  creditLimitReduced,
  cashingHopeAmount,
  monthlyPrincipal,
  revolvingAmount,
  shoppingAmount,
  promisedAmount,
} from './amounts.js';
import { familyMobileNumber, mailAddress, mobileNumber, subAddress, zipCode, address } from './contact.js';
import { phoneNumber } from './phone.js';
import { birthDay, familyBirthDay, licenseExpiry, residenceExpiry, transferDate } from './dates.js';
import { formatMessage, messages, type MessageKey } from './messages.js';
import { cardColour, cardDesign } from './cardDesign.js';
import {
  companyNameKana,
  companyNameKanji,
  familyNameDiffers,
  fullNameKanji,
  lastNameKana,
  lastNameKanji,
  nameAlpha,
  nameKana,
  nameKanji,
} from './names.js';
import { householdIncome, income, inquiryNumber, licenseNumber, loanCount, pin, securePassword, sevenDigits } from './numbers.js';
import type { RuleResult } from './result.js';
import { noCardNumber } from './cardNumbers.js';
import { noHiddenCharacters } from './controlCharacters.js';
import { offeredChoice } from './offered.js';
import { sameAnswer } from './confirmation.js';
import { annualRate, repaymentPlan } from './simulationRules.js';

const today = '2026-11-22';

/** One failing input per message, named by the behaviour that produces it. */
const cases: readonly [string, () => RuleResult, MessageKey][] = [
  ['asks for a missing kanji name', () => nameKanji(''), 'required'],
  ['rejects a number where a name was expected', () => nameKanji(42), 'invalidType'],
  ['rejects a kanji name longer than 10 characters', () => nameKanji('一二三四五六七八九十一'), 'maxLength'],
  ['asks for full width when a kanji name is typed in half-width letters', () => nameKanji('SMITH'), 'fullWidthOnly'],
  ['rejects a kanji name outside JIS X 0208', () => nameKanji('髙橋'), 'notJisX0208'],
  ['rejects a space inside a name part', () => nameKanji('山　田'), 'forbiddenSymbol'],
  ['rejects a placeholder word in a name', () => nameKanji('ダミー'), 'prohibitedWord'],
  ['rejects a character repeated three times in a last name', () => lastNameKanji('山山山'), 'repeatedCharacters'],
  ['rejects a dummy full name', () => fullNameKanji({ last: '山田', first: '太郎' }), 'dummyName'],
  ['rejects a corporate name as a personal name', () => fullNameKanji({ last: '株式会社', first: '山田' }), 'corporateName'],
  ['rejects latin letters in a kana name', () => nameKana('YAMADA'), 'katakanaOnly'],
  ['explains that a hiragana last name must be katakana', () => lastNameKana('やまだ'), 'hiraganaNotAllowed'],
  ['rejects lower case in the card-holder name', () => nameAlpha('taro'), 'alphaUpperOnly'],
  ['rejects a control character in any answer', () => noHiddenCharacters('a\u0000b'), 'controlCharacter'],
  ['rejects a bidirectional control in any answer', () => noHiddenCharacters('ご相談\u202eです'), 'controlCharacter'],
  ['rejects a choice the server did not offer', () => offeredChoice('9', ['1', '2'], { field: 'ご利用' }), 'notOffered'],
  [
    'rejects a list of choices with one the server did not offer',
    () => offeredChoice(['1', '9'], ['1', '2'], { field: 'カード' }),
    'notOffered',
  ],
  [
    'rejects a confirmation that differs from the first entry',
    () => sameAnswer('1357', '1358', { field: '暗証番号（確認）' }),
    'confirmationMismatch',
  ],
  ['rejects a card number typed into free text', () => noCardNumber('4111 1111 1111 1111'), 'cardNumberInText'],
  ['rejects a mail address without a domain', () => mailAddress('taro@'), 'mailFormat'],
  ['rejects a zip code with a hyphen', () => zipCode('100-0001'), 'zipCodeFormat'],
  ['rejects an address without a prefecture', () => address('千代田区千代田'), 'addressPrefecture'],
  ['rejects a birthday that is not eight digits', () => birthDay('1990021', { today }), 'dateTooShort'],
  ['rejects a birthday that is not a date', () => birthDay('20000230', { today }), 'dateNotDate'],
  ['rejects a family birthday in the future', () => familyBirthDay('20261201', { today }), 'dateInFuture'],
  ['refuses an applicant under 18', () => birthDay('20081124', { today }), 'ageUnder18'],
  ['refuses a main applicant of 100', () => birthDay('19261121', { today }), 'ageTooOld'],
  ['refuses a residence card expired more than 62 days ago', () => residenceExpiry('20260901', { today }), 'residenceExpired'],
  ['refuses a residence expiry more than 5 years 3 months ahead', () => residenceExpiry('20320301', { today }), 'residenceOverMax'],
  ['rejects a 2-digit licence expiry year', () => licenseExpiry({ year: '26', month: '11' }, { today }), 'licenseExpiryFormat'],
  ['rejects a licence that expired last month', () => licenseExpiry({ year: '2026', month: '10' }, { today }), 'licenseExpired'],
  ['rejects a transfer date in the past', () => transferDate('20261121', { now: '2026-11-22T10:00:00+09:00' }), 'transferDatePast'],
  [
    'rejects a same-day transfer after 15:00 Tokyo',
    () => transferDate('20261122', { now: '2026-11-22T15:00:00+09:00' }),
    'transferDateCutoff',
  ],
  ['rejects a mobile number starting 0900', () => mobileNumber('09002345678'), 'mobileNumberFormat'],
  ['rejects a telephone number with no area code', () => phoneNumber('0012345678'), 'phoneNumberFormat'],
  [
    'rejects a family mobile number equal to the main member’s',
    () => familyMobileNumber('09012345678', '09012345678'),
    'familyMobileSameAsMain',
  ],
  [
    'rejects a family member named like the main member',
    () => familyNameDiffers({ last: '山田', first: '花子' }, { last: '山田', first: '花子' }),
    'familyNameSameAsMain',
  ],
  ['rejects a pink JCB card (JCB has black faces only)', () => cardColour('pink', '9'), 'designColourUnavailable'],
  [
    'rejects a Mastercard face for a Visa card',
    () => cardDesign('005', { cardType: '0', network: '1', colour: 'black' }),
    'designMismatch',
  ],
  ['rejects a licence number with commission code 31', () => licenseNumber('313571289046'), 'licenseNumberFormat'],
  ['rejects a 3-digit PIN', () => pin('123'), 'pinFormat'],
  ['rejects a repeated PIN', () => pin('1111'), 'pinRepeated'],
  ['rejects a sequential PIN, wrapping past 9', () => pin('8901'), 'pinSequential'],
  ['rejects a PIN made of the Japanese era year and month (平成2年2月 → 0202)', () => pin('0202', { birthDay: '19900215' }), 'pinBirthday'],
  ['rejects a PIN equal to the middle four digits of the mobile number', () => pin('1357', { mobNumFull: '09013572468' }), 'pinPhone'],
  ['rejects a PIN taken from the house and room number', () => pin('1203', { subAddress: '２－３ハイツ１２０３' }), 'pinHouseNumber'],
  ['rejects a 3-D Secure password with a hyphen', () => securePassword('abc-123'), 'securePasswordFormat'],
  ['rejects a grouped inquiry number', () => inquiryNumber('123456-7890-12345-6'), 'inquiryNumberFormat'],
  ['rejects a decimal income', () => income('3.5', { jobCode: '03' }), 'integerOnly'],
  ['rejects a loan count of 1000', () => loanCount('1000'), 'numberRange'],
  ['rejects a revolving amount under 3,000 yen', () => revolvingAmount('2000'), 'amountRange'],
  ['rejects a revolving amount not in 1,000-yen units', () => revolvingAmount('3500'), 'amountUnit'],
  ['rejects an income of 0 for an employee', () => income('0', { jobCode: '03' }), 'incomeZeroForEmployed'],
  [
    'rejects a household income below own plus spouse income',
    () => householdIncome('400', { income: '300', spouseIncome: '200', jobCode: '03', householdNum: '3' }),
    'householdIncomeTooLow',
  ],
  ['requires 10,000 yen principal above 200,000 yen usage', () => monthlyPrincipal('9000', { usage: '250000' }), 'monthlyPrincipalTooLow'],
  ['rejects an unchanged amount', () => amountChanged('300000', { current: 300000 }), 'amountUnchanged'],
  ['rejects a simulation rate that is not a percentage', () => annualRate('abc'), 'annualRateFormat'],
  ['rejects a simulation rate over the legal ceiling', () => annualRate('18', { principal: '1000000' }), 'annualRateOverLegal'],
  ['rejects a simulation payment that never repays', () => repaymentPlan('3000', { principal: '1000000', rate: '15' }), 'neverRepaid'],
  ['rejects a cashing course between the 500,000 and 990,000 yen courses', () => cashingCourseAmount('700000'), 'cashingCourse'],
  ['rejects a cashing course off the 10,000-yen steps', () => cashingCourseAmount('15000'), 'cashingCourse'],
  ['rejects a hope amount above the limit', () => cashingHopeAmount('600000', { limit: '500000' }), 'amountOverLimit'],
  ['asks a promised payment for whole yen, whatever width was typed', () => promisedAmount('-100', { bill: 5000 }), 'amountWholeYen'],
  ['rejects a promised payment above the unpaid bill', () => promisedAmount('5001', { bill: 5000 }), 'amountOverBill'],
  [
    'rejects instalments for a purchase under 1,000 yen',
    () => postInstallmentPurchase('7', { amounts: { '7': 800 } }),
    'postInstallmentRange',
  ],
  ['rejects a wished credit limit no higher than the current one', () => creditLimitRaised('30', { current: 30 }), 'limitNotRaised'],
  ['rejects a raise of more than 499 (万円)', () => creditLimitRaised('500', { current: 0 }), 'limitRaiseRange'],
  ["rejects a wished limit above the card's ceiling", () => creditLimitRaised('250', { current: 30, cardType: '0' }), 'limitAboveCeiling'],
  ['rejects a reduction to no less than the current limit', () => creditLimitReduced('50', { current: '30' }), 'limitNotReduced'],
  ['asks for leading zeros on a short account number', () => sevenDigits('12345'), 'sevenDigits'],
];

describe('message catalogue', () => {
  it.each(cases)('%s', (_name, run, key) => {
    const result = run();
    expect(result).toMatchObject({ valid: false, messageKey: key });
    if (!result.valid) {
      expect(result.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(result.message).not.toMatch(/\{\w+\}/);
    }
  });

  it('is exercised message by message by the cases above', () => {
    const produced = new Set(cases.map(([, , key]) => key));
    const unused = (Object.keys(messages) as MessageKey[]).filter((key) => !produced.has(key));
    expect(unused).toEqual([]);
  });

  it('puts the field label into the sentence and falls back to 「この項目」', () => {
    expect(formatMessage('required', { field: '姓（漢字）' })).toBe('姓（漢字）を入力してください。');
    expect(formatMessage('required')).toBe('この項目を入力してください。');
    expect(formatMessage('amountRange', { field: '金額', min: 3000, max: 999000 })).toBe(
      '金額は3,000円〜999,000円の範囲で入力してください。',
    );
  });

  it('lets a screen pass a maximum length for company and kana company names', () => {
    expect(companyNameKanji('山田商事', { maxLength: 3 })).toMatchObject({ valid: false, messageKey: 'maxLength' });
    expect(companyNameKana('ヤマダショウジ', { maxLength: 30 })).toEqual({ valid: true });
    expect(shoppingAmount('100', { limit: 99 })).toMatchObject({ valid: false, messageKey: 'amountOverLimit' });
    expect(subAddress('１－２－３')).toEqual({ valid: true });
  });

  it('takes no cashing (0), the courses of 10,000–500,000 yen in 10,000-yen steps and the 990,000 yen course', () => {
    for (const yen of ['0', '10000', '250000', '500000', '990000']) expect(cashingCourseAmount(yen), yen).toEqual({ valid: true });
    expect(cashingCourseAmount('')).toMatchObject({ valid: false, messageKey: 'required' });
    expect(cashingCourseAmount('1000000')).toMatchObject({ valid: false, messageKey: 'cashingCourse' });
  });
});
