import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintStepSchema, problemText } from './schemaLint';
import { stepSchemaFiles } from './stepSchemaFiles';

const stepFile = (id: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../schemas/${id}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('the step schema check (npm run flows:check)', () => {
  it('finds nothing wrong in any step or result schema of the project', () => {
    const files = stepSchemaFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => lintStepSchema(file.file, file.expectedId, file.read())).map(problemText)).toEqual([]);
  });

  it('refuses a choice order under a flag the code does not read', () => {
    const brand = {
      $id: 'apply/designBrand',
      title: 'ブランド',
      type: 'object',
      properties: { brandCode: { type: 'string', title: 'ブランド', 'x-flagOrder': { flag: 'brandPriority', order: ['9'] } } },
    };
    expect(lintStepSchema('schemas/apply/designBrand.json', 'apply/designBrand', brand).map(problemText)).toEqual([
      'schemas/apply/designBrand.json#/properties/brandCode/x-flagOrder/flag: フラグ「brandPriority」はありません。enums/featureFlags.ts のフラグ名を指定してください。',
    ]);
  });

  it('names the file and the JSON pointer of every mistake at once, in Japanese', () => {
    const broken = {
      $id: 'apply/zipcod',
      title: 'ご自宅の郵便番号',
      type: 'object',
      required: ['homeZipCode', 'homeZipcode'],
      propertys: {},
      properties: {
        homeZipCode: { type: 'string', title: '郵便番号', 'ui:widget': 'zip', 'x-normalise': ['digitsOnly', 'toHankaku'], maxLenght: 7 },
        note: { type: 'text', pattern: '([' },
      },
    };
    expect(lintStepSchema('schemas/apply/zipcode.json', 'apply/zipcode', broken).map(problemText)).toEqual([
      'schemas/apply/zipcode.json#/$id: $id は「apply/zipcode」にしてください（フォルダ名/ファイル名）。いまは「apply/zipcod」です。',
      'schemas/apply/zipcode.json#/propertys: 「propertys」はステップのスキーマで使えない項目です。綴りを確認してください（例：properties、required、x-context）。',
      'schemas/apply/zipcode.json#/properties/homeZipCode/maxLenght: 「maxLenght」はこのフォームエンジンが読まない項目です。綴りを確認してください（例：pattern、maxLength、ui:widget、x-normalise）。',
      expect.stringMatching(
        /^schemas\/apply\/zipcode\.json#\/properties\/homeZipCode\/ui:widget: ウィジェット「zip」はありません。使えるもの：text、kana、/,
      ),
      expect.stringMatching(
        /^schemas\/apply\/zipcode\.json#\/properties\/homeZipCode\/x-normalise\/1: 正規化「toHankaku」はありません。使えるもの：/,
      ),
      'schemas/apply/zipcode.json#/properties/note: 項目の見出し（title）がありません。入力欄には必ず見出しを付けてください（プレースホルダーを見出しの代わりにしないため）。',
      'schemas/apply/zipcode.json#/properties/note/type: type「text」は使えません。使えるもの：string、integer、number、boolean、object、array',
      'schemas/apply/zipcode.json#/properties/note/pattern: 正規表現「([」が正しくありません。',
      'schemas/apply/zipcode.json#/required/1: 必須の項目「homeZipcode」が properties にありません。',
    ]);
  });

  it("fails a step whose keyword would be refused in ajv's English once its Japanese message is deleted (issue 35)", () => {
    const step = stepFile('bank/bankDetail');
    expect(lintStepSchema('schemas/bank/bankDetail.json', 'bank/bankDetail', step)).toEqual([]);
    const properties = step['properties'] as Record<string, { errorMessage: Record<string, string> }>;
    delete properties['accountKanaName']!.errorMessage['pattern'];
    expect(lintStepSchema('schemas/bank/bankDetail.json', 'bank/bankDetail', step).map(problemText)).toEqual([
      'schemas/bank/bankDetail.json#/properties/accountKanaName/pattern: 「accountKanaName」の入力できる文字の形（pattern）に日本語のメッセージがありません。errorMessage に「pattern」のメッセージを書いてください（書かないと英語のメッセージが表示されます）。',
    ]);
  });

  it('asks a message of every refusing keyword of a field, in branches too, and takes the generated ones', () => {
    const step = {
      $id: 'depositPromise/promise',
      title: 'お支払いのお約束',
      type: 'object',
      required: ['amount', 'note'],
      properties: {
        // Generated from the title: missing, wrong type; a choice's one message covers its list.
        choice: { type: 'string', title: '方法', enum: ['1', '2'] },
        amount: {
          type: 'string',
          title: '金額',
          pattern: '^[1-9][0-9]*$',
          maxLength: 9,
          errorMessage: { maxLength: '金額は9桁以内です。' },
        },
        note: { type: 'string', title: 'メモ', minLength: 1 },
      },
      if: { properties: { choice: { const: '1' } } },
      then: { properties: { amount: { maximum: 100 } } },
    };
    expect(lintStepSchema('schemas/depositPromise/promise.json', 'depositPromise/promise', step).map((problem) => problem.pointer)).toEqual(
      ['/properties/amount/pattern', '/properties/note/minLength', '/then/properties/amount/maximum'],
    );
  });
});
