/**
 * Validating a full application payload (every field of SPEC 3.1's full applicant set that has a rule) with the
 * ajv standalone validator the browser and server ship, against the same schema compiled by ajv at run time.
 * Run: npx tsx bench/validateApplication.bench.ts  → table on stdout, JSON in bench/results/validateApplication.json.
 * Timings are reported, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnySchema } from 'ajv';
import { createAjv, standaloneModule } from '../validators/ajv.js';
import { benchNumber, resultsDir } from './benchSettings';

const text = (title: string, rule: string, options: unknown = true): Record<string, unknown> => ({
  type: 'string',
  title,
  [rule]: options,
});

export const applicationSchema = {
  type: 'object',
  required: [
    'lastNameKanji',
    'firstNameKanji',
    'lastNameKana',
    'firstNameKana',
    'birthDay',
    'mobNumFull',
    'mailAddress',
    'homeZipCode',
    'homeAddrKanji',
    'homeSubAddrKanji',
    'pinNumber',
  ],
  properties: {
    lastNameKanji: text('姓（漢字）', 'lastNameKanji'),
    firstNameKanji: text('名（漢字）', 'nameKanji'),
    lastNameKana: text('姓（カナ）', 'lastNameKana'),
    firstNameKana: text('名（カナ）', 'nameKana'),
    lastNameAlpha: text('姓（ローマ字）', 'nameAlpha'),
    firstNameAlpha: text('名（ローマ字）', 'nameAlpha'),
    birthDay: text('生年月日', 'birthDay'),
    sexType: { type: 'string', enum: ['1', '2'] },
    jobCode: { type: 'string', enum: ['01', '02', '03', '04', '05', '06', '07', '08', '09', '11'] },
    householdNum: { type: 'string', enum: ['1', '2', '3', '4'] },
    income: { type: 'string', title: '年収' },
    familyIncome: { type: 'string', title: '世帯年収' },
    spouseIncome: { type: 'string', title: '配偶者の年収' },
    homeZipCode: text('郵便番号', 'zipCode'),
    homeAddrKanji: text('住所', 'address'),
    homeSubAddrKanji: text('番地・建物名', 'subAddress'),
    homeAddrKana: text('住所（カナ）', 'jisX0208'),
    telNumFull: text('自宅電話番号', 'phoneNumber'),
    mobNumFull: text('携帯電話番号', 'mobileNumber'),
    mailAddress: text('メールアドレス', 'mailAddress'),
    pinNumber: text('暗証番号', 'pin'),
    securePassword: text('本人認証パスワード', 'securePassword'),
    residenceStatus: { type: 'string', pattern: '^(0[1-9]|[12][0-9]|3[0-4])$' },
    residenceDateExpiration: text('在留期限', 'residenceExpiry'),
    licenseHoyuType: { type: 'string', enum: ['0', '1', '2'] },
    licenseNo: text('運転免許証番号', 'licenseNumber'),
    licenseExpiryYear: { type: 'string' },
    licenseExpiryMonth: { type: 'string' },
    comNameKanji: text('勤務先名', 'companyNameKanji'),
    comNameKana: text('勤務先名（カナ）', 'companyNameKana', { maxLength: 30 }),
    comTelNumFull: text('勤務先電話番号', 'phoneNumber'),
    schNameKanji: text('学校名', 'schoolName'),
    familyLastNameKanji: text('家族会員 姓（漢字）', 'lastNameKanji'),
    familyFirstNameKanji: text('家族会員 名（漢字）', 'nameKanji'),
    familyLastNameKana: text('家族会員 姓（カナ）', 'lastNameKana'),
    familyFirstNameKana: text('家族会員 名（カナ）', 'nameKana'),
    familyBirthDay: text('家族会員 生年月日', 'familyBirthDay'),
    familyMobNumFull: text('家族会員 携帯電話番号', 'mobileNumber'),
    familyPinNumber: text('家族会員 暗証番号', 'pin'),
    sbCntrMobNum: text('ご契約の携帯電話番号', 'mobileNumber'),
    spRevoAmount: text('ショッピングリボ支払額', 'revolvingAmount'),
    depositPromiseDate: text('お振込み予定日', 'transferDate'),
    inquiryNumber: text('お問い合わせ番号', 'inquiryNumber'),
    accountno: text('口座番号', 'sevenDigits'),
    loanCount: text('借入件数', 'loanCount'),
    loanAmount: text('借入金額', 'loanAmount'),
    loanRepayment: text('毎月の返済額', 'monthlyRepayment'),
  },
  fullNameKanji: { last: 'lastNameKanji', first: 'firstNameKanji' },
  familyNameDiffers: { last: 'familyLastNameKanji', first: 'familyFirstNameKanji', mainLast: 'lastNameKanji', mainFirst: 'firstNameKanji' },
  familyMobileNumber: { field: 'familyMobNumFull', main: 'mobNumFull' },
  pinNotDerived: {
    field: 'pinNumber',
    birthDay: 'birthDay',
    mobNumFull: 'mobNumFull',
    telNumFull: 'telNumFull',
    subAddress: 'homeSubAddrKanji',
  },
  incomeForJob: { field: 'income', jobCode: 'jobCode' },
  householdIncome: {
    field: 'familyIncome',
    income: 'income',
    spouseIncome: 'spouseIncome',
    jobCode: 'jobCode',
    householdNum: 'householdNum',
  },
  licenseExpiry: { year: 'licenseExpiryYear', month: 'licenseExpiryMonth' },
} as const satisfies AnySchema;

export const applicationPayload = {
  lastNameKanji: '佐藤',
  firstNameKanji: '健一',
  lastNameKana: 'サトウ',
  firstNameKana: 'ケンイチ',
  lastNameAlpha: 'SATO',
  firstNameAlpha: 'KENICHI',
  birthDay: '19900215',
  sexType: '1',
  jobCode: '03',
  householdNum: '3',
  income: '450',
  familyIncome: '700',
  spouseIncome: '250',
  homeZipCode: '1000001',
  homeAddrKanji: '東京都千代田区千代田',
  homeSubAddrKanji: '１－２－３',
  homeAddrKana: 'トウキョウトチヨダクチヨダ',
  telNumFull: '0312347395',
  mobNumFull: '09013572468',
  mailAddress: 'kenichi.sato@example.co.jp',
  pinNumber: '5830',
  securePassword: 'Abc+123',
  residenceStatus: '26',
  residenceDateExpiration: '20280101',
  licenseHoyuType: '1',
  licenseNo: '304512837465',
  licenseExpiryYear: '2029',
  licenseExpiryMonth: '03',
  comNameKanji: '株式会社山田商事',
  comNameKana: 'カブシキガイシャヤマダショウジ',
  comTelNumFull: '0612345678',
  schNameKanji: '東京大学',
  familyLastNameKanji: '佐藤',
  familyFirstNameKanji: '花子',
  familyLastNameKana: 'サトウ',
  familyFirstNameKana: 'ハナコ',
  familyBirthDay: '19920310',
  familyMobNumFull: '08011112222',
  familyPinNumber: '7291',
  sbCntrMobNum: '09013572468',
  spRevoAmount: '10000',
  depositPromiseDate: '20261125',
  inquiryNumber: '1234567890123456',
  accountno: '0123456',
  loanCount: '1',
  loanAmount: '50',
  loanRepayment: '30000',
};

const context = { today: '2026-11-22', now: '2026-11-22T10:00:00+09:00' };

type Validate = ((this: unknown, data: unknown) => boolean) & { errors?: unknown };

interface Measurement {
  readonly name: string;
  readonly validationsPerSecond: number;
  readonly meanMicroseconds: number;
  readonly p50Microseconds: number;
  readonly p99Microseconds: number;
  readonly iterations: number;
}

function measure(name: string, validate: Validate, iterations: number): Measurement {
  if (!validate.call(context, applicationPayload))
    throw new Error(`${name}: the payload must be valid: ${JSON.stringify(validate.errors)}`);
  for (let i = 0; i < 10_000; i += 1) validate.call(context, applicationPayload);
  const samples = new Float64Array(iterations);
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    validate.call(context, applicationPayload);
    samples[i] = performance.now() - t0;
  }
  const total = performance.now() - started;
  samples.sort();
  const at = (q: number): number => (samples[Math.min(iterations - 1, Math.floor(q * iterations))] ?? 0) * 1000;
  return {
    name,
    validationsPerSecond: Math.round(iterations / (total / 1000)),
    meanMicroseconds: Number(((total / iterations) * 1000).toFixed(1)),
    p50Microseconds: Number(at(0.5).toFixed(1)),
    p99Microseconds: Number(at(0.99).toFixed(1)),
    iterations,
  };
}

async function main(): Promise<void> {
  // Beside the bench whatever BENCH_RESULTS_DIR says: the module imports the runtime by a path relative to it.
  const generatedFile = fileURLToPath(new URL('./results/validateApplication.generated.mjs', import.meta.url));
  mkdirSync(dirname(generatedFile), { recursive: true });
  writeFileSync(generatedFile, standaloneModule({ application: applicationSchema }, { runtimeImport: '../../validators/ajvRuntime.ts' }));
  const generated = (await import(pathToFileURL(generatedFile).href)) as { application: Validate };
  const iterations = benchNumber('BENCH_ITERATIONS', 20_000, 200);
  const results = [
    measure('standalone (shipped)', generated.application, iterations),
    measure('ajv compiled at run time', createAjv().compile(applicationSchema) as Validate, iterations),
  ];
  console.table(results.map(({ name, ...rest }) => ({ validator: name, ...rest })));
  const report = {
    benchmark: 'validateApplication',
    fields: Object.keys(applicationSchema.properties).length,
    node: process.version,
    date: new Date().toISOString(),
    results,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'validateApplication.json'), `${JSON.stringify(report, null, 2)}\n`);
}

await main();
