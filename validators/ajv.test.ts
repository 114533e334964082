import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnySchema, ErrorObject } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv, CROSS_KEYWORDS, FIELD_KEYWORDS, standaloneModule } from './ajv.js';

// Inside the project (not node_modules, which vitest leaves untransformed) so the module resolves like a generated schema file.
const outDir = mkdtempSync(fileURLToPath(new URL('./.standalone-test-', import.meta.url)));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const applicantSchema = {
  type: 'object',
  required: ['lastNameKanji', 'firstNameKanji', 'birthDay'],
  properties: {
    lastNameKanji: { type: 'string', title: '姓（漢字）', lastNameKanji: true },
    firstNameKanji: { type: 'string', title: '名（漢字）', nameKanji: true },
    birthDay: { type: 'string', title: '生年月日', birthDay: true },
    jobCode: { type: 'string' },
    income: { type: 'string', title: '年収' },
    mobNumFull: { type: 'string', title: '携帯電話番号', mobileNumber: true },
    pinNumber: { type: 'string', title: '暗証番号', pin: true },
    companyName: { type: 'string', title: '勤務先名', companyNameKanji: { maxLength: 5 } },
    mailAddress: { type: 'string', format: 'email' },
  },
  fullNameKanji: { last: 'lastNameKanji', first: 'firstNameKanji' },
  incomeForJob: { field: 'income', jobCode: 'jobCode' },
  pinNotDerived: { field: 'pinNumber', birthDay: 'birthDay', mobNumFull: 'mobNumFull' },
  errorMessage: { required: { birthDay: '生年月日を入力してください。' } },
} as const satisfies AnySchema;

const valid = {
  lastNameKanji: '佐藤',
  firstNameKanji: '健一',
  birthDay: '19900215',
  jobCode: '03',
  income: '350',
  mobNumFull: '09013572468',
  pinNumber: '5830',
  companyName: '山田商事',
  mailAddress: 'taro@example.co.jp',
};

const invalid = {
  lastNameKanji: '髙橋',
  firstNameKanji: '株式会社',
  birthDay: '20100101',
  jobCode: '03',
  income: '0',
  mobNumFull: '09013572468',
  pinNumber: '2468',
  companyName: '株式会社山田商事',
};

type Validate = ((this: unknown, data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const summary = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.keyword} ${e.message ?? ''}`).sort();

async function compileStandalone(
  name: string,
  schemas: Record<string, AnySchema>,
): Promise<{ source: string; module: Record<string, Validate> }> {
  const source = standaloneModule(schemas, { runtimeImport: '../ajvRuntime.ts' });
  const file = join(outDir, `${name}.mjs`);
  writeFileSync(file, source);
  return { source, module: (await import(pathToFileURL(file).href)) as Record<string, Validate> };
}

describe('createAjv', () => {
  it('reports each broken rule on its own field with the Japanese message of the rule', () => {
    const validate = createAjv().compile(applicantSchema) as Validate;
    expect(validate.call({ today: '2026-11-22' }, valid)).toBe(true);
    expect(validate.call({ today: '2026-11-22' }, invalid)).toBe(false);
    expect(summary(validate.errors)).toEqual([
      '/birthDay birthDay お申し込みは18歳以上の方に限ります。',
      '/companyName companyNameKanji 勤務先名は5文字以内で入力してください。',
      '/income incomeForJob ご職業が有職の場合、年収に0は入力できません。',
      '/lastNameKanji fullNameKanji 姓（漢字）に法人名・屋号は入力できません。個人のお名前を入力してください。',
      '/lastNameKanji lastNameKanji 姓（漢字）に旧字体や登録できない文字が含まれています。新字体で入力してください。外国籍の方は全角英字で入力してください。',
      '/pinNumber pinNotDerived 電話番号から推測されやすい番号は暗証番号に使用できません。',
    ]);
  });

  it('keeps ajv-errors messages for the standard keywords', () => {
    const validate = createAjv().compile(applicantSchema) as Validate;
    validate.call({ today: '2026-11-22' }, { lastNameKanji: '佐藤', firstNameKanji: '健一' });
    expect(summary(validate.errors)).toEqual([' errorMessage 生年月日を入力してください。']);
  });

  it('takes today from the validation context, so a date rule is reproducible', () => {
    const validate = createAjv().compile({ type: 'string', birthDay: true }) as Validate;
    expect(validate.call({ today: '2026-11-22' }, '20081122')).toBe(true);
    expect(validate.call({ today: '2026-11-21' }, '20081122')).toBe(false);
  });

  it('rejects a keyword value of the wrong shape when the schema is compiled', () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: 'object', householdIncome: { field: 'familyIncome' } })).toThrow();
    expect(() => ajv.compile({ type: 'string', nameKanji: 'yes' })).toThrow();
  });

  it('registers every field and cross-field keyword', () => {
    const ajv = createAjv();
    for (const keyword of [...FIELD_KEYWORDS, ...CROSS_KEYWORDS]) expect(ajv.getKeyword(keyword)).toBeTruthy();
  });
});

describe('standaloneModule', () => {
  it('compiles our keywords to an ES module that evaluates no code at run time', async () => {
    const { source } = await compileStandalone('noEval', { applicant: applicantSchema });
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).toContain('__cardRules.field.lastNameKanji');
    expect(source).toContain('__cardRules.cross.pinNotDerived');
  });

  it('validates with the same Japanese messages as the run-time compiled schema', async () => {
    const { module } = await compileStandalone('sameMessages', { applicant: applicantSchema });
    const standalone = module.applicant;
    if (!standalone) throw new Error('no export');
    const runtime = createAjv().compile(applicantSchema) as Validate;
    for (const data of [valid, invalid, {}, { lastNameKanji: 'テスト' }]) {
      const a = standalone.call({ today: '2026-11-22' }, data);
      const b = runtime.call({ today: '2026-11-22' }, data);
      expect(a).toBe(b);
      expect(summary(standalone.errors)).toEqual(summary(runtime.errors));
    }
  });

  it('turns the ajv-formats require into an import', async () => {
    const { source, module } = await compileStandalone('formats', { dated: { type: 'string', format: 'date' } });
    expect(source).toMatch(/import \* as __ns\d+ from "ajv-formats\/dist\/formats\.js"/);
    expect(module.dated?.('2026-02-30')).toBe(false);
    expect(module.dated?.('2026-02-28')).toBe(true);
  });
});
