import { describe, expect, it } from 'vitest';
import { lintStepSchema, problemText } from './schemaLint';
import { stepSchemaFiles } from './stepSchemaFiles';

describe('the step schema check (npm run flows:check)', () => {
  it('finds nothing wrong in any step or result schema of the project', () => {
    const files = stepSchemaFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => lintStepSchema(file.file, file.expectedId, file.read())).map(problemText)).toEqual([]);
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
});
