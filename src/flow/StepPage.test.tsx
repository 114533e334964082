import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyStepIds, type ApplyStepId } from '../../schemas/generated/apply';
import { applyConditions, applySchemas, applyValidators } from '../../schemas/generated/apply';
import { StepPage } from './StepPage';
import type { Answers, StepSchema } from './types';
import { preloadAllWidgets } from './widgets';

// The page host loads a step's widgets with the step (flowForms.ts); drawn here by itself, the step gets them all.
beforeAll(preloadAllWidgets);

const noZip = async () => [];
const saved = async () => ({ ok: true as const });

function render(step: ApplyStepId, answers: Answers = {}, context: Answers = {}, progress = { n: 3, m: 12 }): string {
  return renderToStaticMarkup(
    <StepPage
      schema={applySchemas[step] as StepSchema}
      validate={applyValidators[step]}
      conditions={applyConditions}
      answers={answers}
      context={context}
      onSave={saved}
      lookupZip={noZip}
      progress={progress}
    />,
  );
}

describe('StepPage', () => {
  it.each(applyStepIds)('draws the %s step with its heading and no placeholder used as a label', (step) => {
    const html = render(step);
    expect(html).toContain(`<h1 tabindex="-1">${String(applySchemas[step].title)}</h1>`);
    expect(html).not.toContain('placeholder=');
    expect(html).toContain('ステップ 3 / 12');
  });

  it('shows no step counter in a flow of one step, where 「ステップ 1 / 1」 and a full bar would read as done', () => {
    const html = render('attribute', {}, {}, { n: 1, m: 1 });
    expect(html).not.toContain('step-progress');
    expect(render('attribute', {}, {}, { n: 1, m: 2 })).toContain('ステップ 1 / 2');
  });

  it('labels every field above its control with a 必須 badge and ties the hint to the control', () => {
    const html = render('attribute');
    expect(html).toMatch(
      /<label class="field__label" for="root_lastNameKanji"><span class="field__label-text">姓（漢字）<\/span><span class="badge" data-required="true">必須<\/span><\/label>/,
    );
    expect([...html.matchAll(/data-required="true">必須/g)]).toHaveLength(6);
    expect(html).toContain('<p class="field__hint" id="root_lastNameAlpha__description">カードに刻印されるお名前です。</p>');
    expect(html).toMatch(/id="root_lastNameAlpha"[^>]*aria-describedby="root_lastNameAlpha__description"/);
  });

  it('draws the birthday as 年/月/日 with the era beside the year, in a fieldset named by its legend', () => {
    const html = render('gender', { birthDay: '19900401' });
    expect(html).toContain('<legend class="field__label"><span class="field__label-text">生年月日</span>');
    expect(html).toContain('<option value="1990" selected="">1990年（平成2年）</option>');
  });

  it('draws the own-income field for an employee but not for a homemaker (x-context decides the branch)', () => {
    const employee = render('income', {}, { jobCode: '03', householdNum: '2', familyStructure: '1' });
    expect(employee).toContain('id="root_income"');
    expect(employee).toContain('id="root_spouseIncome"');
    const homemaker = render('income', {}, { jobCode: '08', householdNum: '1', familyStructure: '1' });
    expect(homemaker).not.toContain('id="root_income"');
    expect(homemaker).not.toContain('id="root_familyIncome"');
  });

  it('puts the unit beside an amount field', () => {
    expect(render('income', {}, { jobCode: '03', householdNum: '1' })).toMatch(
      /id="root_income"[^>]*inputMode="numeric"[^>]*\/><span class="input-with-suffix__unit">万円<\/span>/,
    );
  });

  it('offers code-table choices with the stored answer selected', () => {
    const html = render('profession', { jobCode: '03' });
    expect(html).toMatch(/<input type="radio" id="root_jobCode__\d+" name="root_jobCode"[^>]*checked=""\/><span>会社員・団体職員<\/span>/);
  });

  it('shows the consent as a checkbox labelled as the agreement', () => {
    const html = render('acceptPermission');
    expect(html).toMatch(/<input id="root_agreeTerms"[^>]*type="checkbox"/);
    expect(html).toContain('カード会員規約と個人情報の取扱いに同意します');
  });

  it('links the consent to the terms it asks the applicant to read, opening beside the form', () => {
    const html = render('acceptPermission');
    expect(html).toContain(
      '<a href="/terms.html#membership" target="_blank" rel="noopener noreferrer">カード会員規約（新しいタブで開きます）</a>',
    );
    expect(html).toContain(
      '<a href="/terms.html#privacy" target="_blank" rel="noopener noreferrer">個人情報の取扱いについて（新しいタブで開きます）</a>',
    );
  });
});

describe('StepPage with a branch that narrows a choice', () => {
  it('keeps the code-table labels when a homemaker may only pick the married family structures', () => {
    const html = render('household', {}, { jobCode: '08' });
    expect(html).toContain('<span>既婚（子供あり）</span>');
    expect(html).toContain('<span>既婚（子供なし）</span>');
    expect(html).not.toContain('<span>独身（家族と同居）</span>');
  });

  it('draws the photo control with a Japanese button whatever the browser language: the native input is hidden but labelled', () => {
    const html = render('residenceFrontUpload');
    expect(html).toMatch(/<input id="root_residenceCardFilenameFace"[^>]*class="visually-hidden photo__native"[^>]*type="file"/);
    expect(html).toMatch(
      /<span class="button button--primary button--block photo__choose" aria-hidden="true">写真を選択する Choose a photo<\/span>/,
    );
    expect(html).toMatch(/<label class="field__label" for="root_residenceCardFilenameFace">/);
  });
});
