import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fixtureSchemas } from './__fixtures__';
import * as compiled from './__fixtures__/validators.generated.js';
import { StepPage } from './StepPage';
import type { Answers, CompiledValidate, StepSchema } from './types';

const noZip = async () => [];
const saved = async () => ({ ok: true as const });

function render(schema: StepSchema, validate: CompiledValidate, answers: Answers = {}) {
  const html = renderToStaticMarkup(<StepPage schema={schema} validate={validate} answers={answers} onSave={saved} lookupZip={noZip} progress={{ n: 3, m: 12 }} />);
  return new DOMParserLite(html);
}

/** Just enough querying over the static markup, so the unit project needs no DOM library. */
class DOMParserLite {
  constructor(readonly html: string) {}
  count(pattern: RegExp): number {
    return [...this.html.matchAll(new RegExp(pattern, 'g'))].length;
  }
}

describe('StepPage', () => {
  it('draws the heading, the lead and the step counter from the schema', () => {
    const page = render(fixtureSchemas.attribute!, compiled.attribute);
    expect(page.html).toContain('<h1 tabindex="-1">お名前と生年月日</h1>');
    expect(page.html).toContain('ご本人確認書類と同じお名前と生年月日を入力してください。');
    expect(page.html).toContain('ステップ 3 / 12');
  });

  it('labels every field above its control with a 必須 badge, and never uses a placeholder', () => {
    const page = render(fixtureSchemas.attribute!, compiled.attribute);
    expect(page.html).toMatch(/<label class="field__label" for="root_lastNameKanji"><span class="field__label-text">姓（漢字）<\/span><span class="badge" data-required="true">必須<\/span><\/label>/);
    expect(page.count(/data-required="true">必須/)).toBe(7);
    expect(page.html).not.toContain('placeholder=');
  });

  it('ties a hint to its control with aria-describedby', () => {
    const page = render(fixtureSchemas.attribute!, compiled.attribute);
    expect(page.html).toContain('<p class="field__hint" id="root_lastNameKana__description">ひらがなで入力しても、カタカナに変換されます。</p>');
    expect(page.html).toMatch(/id="root_lastNameKana"[^>]*aria-describedby="root_lastNameKana__description"/);
  });

  it('marks an optional field 任意', () => {
    const page = render(fixtureSchemas.contact!, compiled.contact);
    expect(page.html).toMatch(/自宅電話番号<\/span><span class="badge" data-required="false">任意/);
    expect(page.html).toMatch(/id="root_mobNumFull"[^>]*type="tel"/);
  });

  it('draws the birthday as 年/月/日 with the era beside the year', () => {
    const page = render(fixtureSchemas.attribute!, compiled.attribute, { birthDay: '19900401' });
    expect(page.html).toContain('<legend class="field__label"><span class="field__label-text">生年月日</span>');
    expect(page.html).toContain('<option value="1990" selected="">1990年（平成2年）</option>');
  });

  it('draws the workplace fields only once an employed type is chosen', () => {
    const student = render(fixtureSchemas.profession!, compiled.profession, { jobCode: '09' });
    expect(student.html).not.toContain('root_comNameKanji');
    const employee = render(fixtureSchemas.profession!, compiled.profession, { jobCode: '03' });
    expect(employee.html).toContain('id="root_comNameKanji"');
    expect(employee.html).toMatch(/<input type="radio" id="root_jobCode__1" name="root_jobCode"[^>]*checked=""/);
  });

  it('shows the consent text and a checkbox labelled as the agreement', () => {
    const page = render(fixtureSchemas.acceptPermission!, compiled.acceptPermission);
    expect(page.html).toContain('信用情報機関への照会と登録を行います。');
    expect(page.html).toMatch(/<input id="root_consent"[^>]*type="checkbox"/);
    expect(page.html).toContain('個人情報の取扱いに同意する');
  });
});
