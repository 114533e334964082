import { describe, expect, it } from 'vitest';
import { employeeAnswers, familyMemberAnswers } from '../../flows/apply';
import { applySchemas, applyValidators, type ApplyStepId } from '../generated/apply';
import { normaliseAnswers, validateAnswers, type Answers } from '../stepForm';
import { applyStepIds } from '../generated/apply';

const today = '2026-11-22';

function check(step: ApplyStepId, answers: Answers, context: Answers = {}) {
  const schema = applySchemas[step];
  return validateAnswers(applyValidators[step], schema, normaliseAnswers(schema, answers), context, today);
}

const employed = {
  jobCode: '03',
  householdNum: '3',
  familyStructure: '1',
  cardType: '0',
  brandCode: '1',
  cardColor: 'black',
  lastNameKanji: '佐藤',
  firstNameKanji: '健一',
  mobNumFull: '09013572468',
};

describe('apply step schemas: good answers pass', () => {
  it.each(Object.entries({ ...employeeAnswers, ...familyMemberAnswers }))('%s', (step, answers) => {
    expect(check(step as ApplyStepId, answers, employed)).toEqual([]);
  });

  it.each([
    [
      'a homemaker gives no income of their own',
      'income',
      { spouseIncome: '600', familyIncome: '600' },
      { jobCode: '08', householdNum: '2', familyStructure: '2' },
    ],
    [
      'a student may declare a household income below their own',
      'income',
      { income: '80', familyIncome: '50' },
      { jobCode: '09', householdNum: '3', familyStructure: '3' },
    ],
    [
      'a one-person household gives no household income',
      'income',
      { income: '300' },
      { jobCode: '03', householdNum: '1', familyStructure: '4' },
    ],
    ['a married homemaker', 'household', { familyStructure: '2', householdNum: '2' }, { jobCode: '08' }],
    ["a married applicant in the spouse's house", 'housing', { housingType: '03', lengthOfResidence: '10' }, { familyStructure: '1' }],
    ['a mobile number with hyphens and no landline', 'phoneNumber', { mobNumFull: '０８０-２４６８-１３５７' }, {}],
  ] as const)('%s', (_name, step, answers, context) => {
    expect(check(step, answers, context)).toEqual([]);
  });
});

describe('apply step schemas: bad answers get the Japanese message on the field', () => {
  it.each([
    ['acceptPermission', { agreeTerms: false }, {}, 'agreeTerms', 'お申し込みには、会員規約と個人情報の取扱いへの同意が必要です。'],
    ['acceptPermission', {}, {}, 'agreeTerms', 'お申し込みには、会員規約と個人情報の取扱いへの同意が必要です。'],
    [
      'attribute',
      { ...employeeAnswers.attribute, lastNameKanji: 'カード' },
      {},
      'lastNameKanji',
      '姓（漢字）に登録できない言葉が含まれています。',
    ],
    [
      'attribute',
      { ...employeeAnswers.attribute, lastNameKanji: '山田', firstNameKanji: '太郎' },
      {},
      'lastNameKanji',
      '姓（漢字）はご入力の内容では登録できません。',
    ],
    [
      'familyCardName',
      { familyLastNameKanji: 'テスト', familyFirstNameKanji: '美咲', familyLastNameKana: 'テスト', familyFirstNameKana: 'ミサキ' },
      {},
      'familyLastNameKanji',
      '姓（漢字）に登録できない言葉が含まれています。',
    ],
    [
      'attribute',
      { ...employeeAnswers.attribute, firstNameKana: '健一' },
      {},
      'firstNameKana',
      '名（フリガナ）は全角カタカナで入力してください。',
    ],
    [
      'attribute',
      { ...employeeAnswers.attribute, lastNameAlpha: 'SATOOOOOOOOOOO' },
      {},
      'lastNameAlpha',
      '姓（ローマ字）は12文字以内で入力してください。',
    ],
    [
      'attribute',
      { ...employeeAnswers.attribute, lastNameKanji: '株式会社', firstNameKanji: '山田' },
      {},
      'lastNameKanji',
      '姓（漢字）に法人名・屋号は入力できません。個人のお名前を入力してください。',
    ],
    ['income', { income: 'abc', spouseIncome: '200', familyIncome: '700' }, employed, 'income', 'ご本人の年収は数字で入力してください。'],
    ['gender', { sexType: '1', birthDay: '19900231' }, {}, 'birthDay', '生年月日は正しい日付を入力してください。（例：20290131）'],
    ['gender', { sexType: '1' }, {}, 'birthDay', '生年月日を入力してください。'],
    [
      'zipcode',
      { homeZipCode: '100-0001', homeAddrKanji: '東京都千代田区髙' },
      {},
      'homeAddrKanji',
      '住所（都道府県・市区町村・町域）に旧字体や登録できない文字が含まれています。新字体で入力してください。外国籍の方は全角英字で入力してください。',
    ],
    [
      'address',
      { homeSubAddrKanji: '１－２－３　グランドメゾン千代田ステーションタワー' },
      {},
      'homeSubAddrKanji',
      '番地・建物名・部屋番号は20文字以内で入力してください。',
    ],
    ['nationality', {}, {}, 'nationality', '国籍を選択してください。 Enter your country.'],
    ['nationality', { nationality: 'BR' }, {}, 'residenceStatus', '在留資格を選択してください。 Enter your status of residence.'],
    ['contact', { mailAddress: '' }, {}, 'mailAddress', 'メールアドレスを入力してください。'],
    ['phoneNumber', { mobNumFull: '09012345678', telNumFull: '0000000000' }, {}, 'telNumFull', '電話番号を正しく入力してください。'],
    [
      'household',
      { familyStructure: '3', householdNum: '2' },
      { jobCode: '08' },
      'familyStructure',
      '主婦・主夫の方は、家族構成で「既婚」を選択してください。',
    ],
    [
      'housing',
      { housingType: '03', lengthOfResidence: '1' },
      { familyStructure: '4' },
      'housingType',
      '家族構成が独身の場合、「持家（配偶者名義）」は選択できません。',
    ],
    [
      'income',
      { income: '10000', spouseIncome: '0', familyIncome: '10000' },
      employed,
      'income',
      'ご本人の年収は0〜9,999の範囲で入力してください。',
    ],
    ['income', { income: '300', familyIncome: '300' }, employed, 'spouseIncome', '配偶者の年収を入力してください。'],
    ['income', { income: '300', spouseIncome: '0' }, employed, 'familyIncome', '世帯年収を入力してください。'],
    [
      'income',
      { income: '３００', spouseIncome: 'abc', familyIncome: '1,300' },
      employed,
      'spouseIncome',
      '配偶者の年収は数字で入力してください。',
    ],
    [
      'workplace',
      { ...employeeAnswers.workplace, comNameKana: 'やまだしょうじ株式会社' },
      {},
      'comNameKana',
      '勤務先名（フリガナ）は全角カタカナで入力してください。',
    ],
    ['workplace', { ...employeeAnswers.workplace, busiCateCode: undefined }, {}, 'busiCateCode', '業種を選択してください。'],
    ['licenseNumber', { licenseNo: '001234567890' }, {}, 'licenseNo', '運転免許証番号を正しく入力してください。'],
    ['licenseNumber', { licenseNo: '12345' }, {}, 'licenseNo', '運転免許証番号を正しく入力してください。'],
    [
      'licenseNumber',
      { licenseNo: '301234567890', licenseExpiryYear: '2026', licenseExpiryMonth: '10' },
      {},
      'licenseExpiryYear',
      '運転免許証の有効期限が切れています。',
    ],
    [
      'licenseNumber',
      { licenseNo: '301234567890', licenseExpiryMonth: '12' },
      {},
      'licenseExpiryYear',
      '有効期限（年）を選択してください。',
    ],
  ] as const)('%s %j', (step, answers, context, field, message) => {
    expect(check(step, answers, context)).toContainEqual({ field, message });
  });

  it('never reports an error on an answer of an earlier step', () => {
    const errors = check(
      'income',
      { income: '300', spouseIncome: '0', familyIncome: '300' },
      { jobCode: 'XX', householdNum: 7, familyStructure: '1' },
    );
    expect(errors.map((e) => e.field)).not.toContain('jobCode');
  });
});

describe('every apply step schema', () => {
  it.each(applyStepIds)('%s has an $id, a Japanese title and a label on each field', (step) => {
    const schema = applySchemas[step];
    expect(schema['$id']).toBe(`apply/${step}`);
    expect(schema['title']).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const properties = (schema['properties'] ?? {}) as Record<string, { title?: string }>;
    for (const property of Object.values(properties)) expect(property.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});
