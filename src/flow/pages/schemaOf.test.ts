import { describe, expect, it } from 'vitest';
import { form } from '../../../schemas/generated/bank';
import { schemaOf, withFacts } from './schemaOf';

describe('a state’s schema as a page draws it', () => {
  it('finds the schema and validator a state names as <flow>/<step>', () => {
    const { schema, validate } = schemaOf(form, 'bank/bankDetail');
    expect(schema?.['title']).toBe('口座情報の入力');
    expect(validate).toBeTypeOf('function');
    expect(schemaOf(form, 'bank/registered').validate).toBeUndefined();
    expect(schemaOf(form, null)).toEqual({});
  });

  it('fills the view’s facts into the lead, and leaves out a sentence whose fact the view lacks', () => {
    const detail = form.schemas['bankDetail']!;
    expect(withFacts(detail, { bankName: '静岡銀行' })['description']).toBe(
      '静岡銀行の口座を登録します。通帳やキャッシュカードに記載の内容を入力してください。',
    );
    expect(withFacts(detail, {})['description']).toBe('通帳やキャッシュカードに記載の内容を入力してください。');
    expect(withFacts(detail, { bankName: null })['title']).toBe('口座情報の入力');
  });
});
