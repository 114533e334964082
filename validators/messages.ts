import { groupedDigits } from './normalisers';

/**
 * Every Japanese sentence a validator can show, keyed by message key. Logic refers to keys only. A rule whose fields
 * fold full-width digits first (`amountDigits`, `toHalfWidthAscii`) asks for 「数字」, never 「半角数字」: the width was
 * not what was wrong.
 * Wording follows SPEC 5 and 8.3; `{field}` is the field's label (the schema `title` when the ajv adapter knows it),
 * other `{name}` placeholders are filled by the rule.
 */
export const messages = {
  required: '{field}を入力してください。',
  invalidType: '{field}の形式が正しくありません。',
  maxLength: '{field}は{max}文字以内で入力してください。',
  fullWidthOnly: '{field}は全角で入力してください。',
  notJisX0208: '{field}に旧字体や登録できない文字が含まれています。新字体で入力してください。外国籍の方は全角英字で入力してください。',
  forbiddenSymbol: '{field}に使用できない記号・数字・スペースが含まれています。',
  prohibitedWord: '{field}に登録できない言葉が含まれています。',
  repeatedCharacters: '{field}に同じ文字を3文字以上続けて入力することはできません。',
  dummyName: '{field}はご入力の内容では登録できません。',
  corporateName: '{field}に法人名・屋号は入力できません。個人のお名前を入力してください。',
  katakanaOnly: '{field}は全角カタカナで入力してください。',
  hiraganaNotAllowed: '{field}はひらがなではなく全角カタカナで入力してください。',
  alphaUpperOnly: '{field}は半角英大文字で入力してください。',
  mailFormat: 'メールアドレスの形式が正しくありません。',
  zipCodeFormat: '郵便番号は半角数字7桁で入力してください。',
  addressPrefecture: '{field}は都道府県名から入力してください。',
  dateTooShort: '{field}は半角数字8桁で入力してください。',
  dateNotDate: '{field}は正しい日付を入力してください。（例：20290131）',
  dateInFuture: '{field}に未来の日付は入力できません。',
  ageUnder18: 'お申し込みは18歳以上の方に限ります。',
  ageTooOld: '{field}を正しく入力してください。',
  residenceExpired: '有効期限を過ぎて62日を超えた日付は入力できません。在留カードを更新してください。',
  residenceOverMax: '有効期限は申込日から5年以内の日付を入力してください。',
  licenseExpiryFormat: '有効期限は西暦4桁と月2桁で入力してください。',
  licenseExpired: '運転免許証の有効期限が切れています。',
  transferDatePast: '振込日は本日以降の日付を入力してください。',
  transferDateCutoff: '当日のお振込みは15時までです。翌日以降の日付を入力してください。',
  mobileNumberFormat: '携帯電話番号を正しく入力してください。',
  phoneNumberFormat: '電話番号を正しく入力してください。',
  familyMobileSameAsMain: '本会員さまと同じ携帯電話番号は登録できません。',
  familyNameSameAsMain: '本会員さまと同じお名前は登録できません。',
  designColourUnavailable: '選択した国際ブランドでは、この色のカードはお選びいただけません。',
  designMismatch: '選択したカードの種類・国際ブランド・色のデザインからお選びください。',
  licenseNumberFormat: '運転免許証番号を正しく入力してください。',
  pinFormat: '暗証番号は数字4桁で入力してください。',
  pinRepeated: '同じ数字の繰り返しは暗証番号に使用できません。',
  pinSequential: '連続した数字は暗証番号に使用できません。',
  pinBirthday: '生年月日から推測されやすい番号は暗証番号に使用できません。',
  pinPhone: '電話番号から推測されやすい番号は暗証番号に使用できません。',
  pinHouseNumber: 'ご住所の番地・部屋番号から推測されやすい番号は暗証番号に使用できません。',
  securePasswordFormat: '本人認証サービス（3Dセキュア）のパスワードは半角英数字と「+」で4〜20文字で入力してください。',
  inquiryNumberFormat: 'お問い合わせ番号は半角数字16桁で入力してください。',
  integerOnly: '{field}は数字で入力してください。',
  numberRange: '{field}は{min}〜{max}の範囲で入力してください。',
  amountRange: '{field}は{min}円〜{max}円の範囲で入力してください。',
  amountUnit: '{field}は{unit}円単位で入力してください。',
  cashingCourse:
    '{field}は10,000円〜500,000円（10,000円単位）または990,000円で入力してください。キャッシングをご利用にならない場合は0円と入力してください。',
  incomeZeroForEmployed: 'ご職業が有職の場合、年収に0は入力できません。',
  householdIncomeTooLow: '世帯年収はご本人と配偶者の年収の合計以上で入力してください。',
  monthlyPrincipalTooLow: 'ご利用金額が20万円を超える場合、毎月のお支払元金は10,000円以上で入力してください。',
  amountUnchanged: '現在と異なる金額を入力してください。',
  amountOverLimit: '{field}はご利用可能枠（{max}円）以内で入力してください。',
  amountWholeYen: '{field}は1円以上の金額を数字で入力してください。',
  amountOverBill: '{field}は未払いのご請求額（{max}円）以内で入力してください。',
  annualRateFormat: '{field}は0.01〜20.00の数字で入力してください（例：18.0）。',
  annualRateOverLegal: 'お借入れ金額が{band}の場合、{field}は{max}%以下で入力してください（利息制限法）。',
  neverRepaid: 'この条件では残高が0円になりません。{field}を{min}円以上にしてください。',
  postInstallmentRange: '分割払いに変更できるのは{min}円〜{max}円のご利用です。別のご利用をお選びください。',
  limitNotRaised: '現在のご利用可能枠（{current}万円）より大きい金額を入力してください。',
  limitAboveCeiling: 'このカードのご利用可能枠は{max}万円までです。{max}万円以下の金額を入力してください。',
  limitRaiseRange: '増額できるのは現在のご利用可能枠から{min}万円〜{max}万円までです。',
  limitNotReduced: '現在のご利用可能枠（{current}万円）より小さい金額を選択してください。',
  sevenDigits: '{field}は半角数字7桁で入力してください。7桁未満の場合は先頭に0を付けてください。',
  controlCharacter: '{field}に使用できない文字が含まれています。',
  notOffered: '{field}は表示されている一覧からお選びください。',
  confirmationMismatch: '{field}が一致しません。同じものをもう一度入力してください。',
  cardNumberInText: '{field}にカード番号は入力できません。カード番号を含めずに入力してください。',
} as const;

export type MessageKey = keyof typeof messages;

/** Placeholder values; a rule may pass its whole options object, only string and number members are used. */
export type MessageParams = Readonly<Record<string, unknown>>;

const DEFAULT_FIELD = 'この項目';

/** Fills `{name}` placeholders; a missing `field` reads 「この項目」 so a sentence is never left with a hole. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'number') return groupedDigits(value);
    if (typeof value === 'string' && value !== '') return value;
    return name === 'field' ? DEFAULT_FIELD : '';
  });
}
