import { CROSS_KEYWORDS, FIELD_KEYWORDS } from '../../validators/ajv';
import { isObject, type JsonObject, type JsonValue } from '../../schemas/resolveSchema';
import { branchFields } from './stepBranches';
import type { StepProblem } from './stepProblem';

/**
 * What product staff may change in a step (issue 55, DESIGN.md "What staff may change is bounded by what the code
 * relies on"), judged against the repo's file of the step: texts (titles, descriptions, messages, option labels),
 * orders (fields, options), a bound made stricter, an optional field asked or not, required or not, and new questions
 * of the kinds `QUESTION_KINDS`. Everything else is what SPEC or the server's code fixes and is refused with why.
 *
 * A field the repo's file requires stays required and shown: the flow's server parts (its checks, its completion
 * effect, the examination) read the answers of required fields, and which ones each reads is code, not data; so
 * every required field is locked rather than some guessed. Optional fields, which no part may count on, are free.
 */

/** The SPEC section each of our rules implements: shown beside the rule, read-only, as the reason it is fixed. */
export const RULE_SECTIONS: Readonly<Record<string, string>> = {
  nameKanji: '5.2',
  lastNameKanji: '5.2',
  nameKana: '5.2',
  lastNameKana: '5.2',
  nameAlpha: '5.2',
  companyNameKanji: '5.2',
  companyNameKana: '5.2',
  schoolName: '5.2',
  jisX0208: '5.1',
  noCardNumber: '5.1',
  mailAddress: '5.2',
  zipCode: '5.2',
  address: '5.2',
  subAddress: '5.2',
  mobileNumber: '5.4',
  phoneNumber: '5.4',
  licenseNumber: '5.4',
  pin: '5.4',
  securePassword: '5.4',
  inquiryNumber: '5.4',
  sevenDigits: '5.1',
  birthDay: '5.3',
  familyBirthDay: '5.3',
  residenceExpiry: '5.3',
  residenceCardExpiry: '5.7',
  transferDate: '5.3',
  loanCount: '5.4',
  loanAmount: '5.4',
  monthlyRepayment: '5.4',
  creditLimitRaise: '5.5',
  revolvingAmount: '5.5',
  simulationUsage: '5.5',
  postInstallmentUsage: '5.5',
  simulationRepayment: '5.5',
  cashingCourseAmount: '5.5',
  annualIncome: '5.4',
  fullNameKanji: '5.2',
  familyNameDiffers: '5.6',
  familyMobileNumber: '5.4',
  cardColour: '3.2',
  cardDesign: '3.2',
  pinNotDerived: '5.4',
  incomeForJob: '5.4',
  householdIncome: '5.4',
  licenseExpiry: '5.3',
  monthlyPrincipal: '5.5',
  cashingHopeAmount: '5.5',
  shoppingAmount: '5.5',
  promisedAmount: '5.5',
  amountChanged: '5.5',
  postInstallmentPurchase: '5.5',
  creditLimitRaised: '5.5',
  creditLimitReduced: '5.5',
  legalAnnualRate: '5.5',
  repaymentPlan: '5.5',
  sameAnswer: '5.1',
};

/** Every rule has its section: a rule added to validators/ajv.ts without one is a test failure, not a silent unlock. */
export const unsectionedRules = (): string[] => [...FIELD_KEYWORDS, ...CROSS_KEYWORDS].filter((rule) => !(rule in RULE_SECTIONS));

/** The kinds of question product staff may add, each with the one shape the console writes for it. */
export const QUESTION_KINDS = ['text', 'choice', 'yesNo', 'date'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Keys of a field product staff may change freely: its words and the order of its options. */
const FREE_FIELD_KEYS = new Set(['title', 'description', 'errorMessage', 'x-optionLabels', 'x-optionOrder']);
/** A bound and the way it may move: only towards refusing more. */
const BOUNDS: Readonly<Record<string, 'down' | 'up'>> = { maxLength: 'down', maximum: 'down', minLength: 'up', minimum: 'up' };
const FREE_ROOT_KEYS = new Set(['title', 'description', 'ui:order', 'errorMessage', 'required', 'properties']);
/** Keys of a field asked on one branch of a condition that product staff may change: its words only. */
const BRANCH_WORD_KEYS = ['title', 'description', 'errorMessage'] as const;

const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean => JSON.stringify(a) === JSON.stringify(b);
const strings = (value: JsonValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Why a key of a field cannot change: the SPEC section of a rule, or what the code reads. */
function lockReason(key: string): string {
  const section = RULE_SECTIONS[key];
  if (section) return `仕様（SPEC ${section}）で決まっている規則のため変更できません。`;
  if (key === 'x-normalise') return '入力の変換（全角・カナなど）はサーバーと画面が同じ規則で行うため変更できません。';
  if (key === 'x-codeTable' || key === 'oneOf' || key === 'enum' || key === 'const')
    return '選択肢の値はサーバーが読むため変更できません（見出しと並び順は変えられます）。';
  if (key === 'pattern' || key === 'format' || key === 'type') return '入力の形式はサーバーが読むため変更できません。';
  if (key === 'ui:widget') return '入力欄の種類は変更できません（任意の項目は「表示しない」にできます）。';
  return 'サーバーとフォームエンジンが読む設定のため変更できません。';
}

/** A new question as the console writes it: one of `QUESTION_KINDS`, with only the keys that kind has. */
function questionProblems(name: string, field: JsonObject, problem: (field: string, message: string) => void): void {
  const kind = field['x-question'];
  if (!QUESTION_KINDS.includes(kind as QuestionKind)) {
    problem(
      name,
      `「${name}」はリポジトリのファイルにない項目です。新しい質問は、質問の種類（記述・選択・はい／いいえ・日付）を選んで追加してください。`,
    );
    return;
  }
  if (!/^q[A-Z]\w{0,30}$/.test(name)) problem(name, '新しい質問の名前は「q」で始まる英数字にしてください（例：qVisitReason）。');
  if (typeof field['title'] !== 'string' || field['title'].trim() === '') problem(name, '質問の見出しを入力してください。');
  const max = field['maxLength'];
  if (kind === 'text' && !(typeof max === 'number' && Number.isInteger(max) && max >= 1 && max <= 200))
    problem(name, '記述の質問の文字数の上限は1〜200にしてください。');
  if (kind === 'choice') {
    const options = Array.isArray(field['oneOf']) ? field['oneOf'] : [];
    if (options.length < 2 || options.length > 20) problem(name, '選択の質問には選択肢を2〜20個入れてください。');
    if (options.some((option) => !isObject(option) || typeof option['title'] !== 'string' || option['title'].trim() === ''))
      problem(name, '選択肢の見出しを入力してください。');
  }
}

/**
 * The step with the words of the fields its conditions ask (stepBranches.ts) taken out: the conditions themselves,
 * and every other rule of those fields, must stay as the repo has them.
 */
function withoutBranchWords(schema: JsonObject): JsonObject {
  const copy = structuredClone(schema);
  for (const { property } of branchFields(copy)) for (const key of BRANCH_WORD_KEYS) delete property[key];
  return copy;
}

/** Every change `written` makes to the repo's file that product staff may not make, each beside its field. */
export function envelopeProblems(repo: JsonObject, written: JsonObject): StepProblem[] {
  const problems: StepProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const [repoRoot, writtenRoot] = [withoutBranchWords(repo), withoutBranchWords(written)];
  for (const key of new Set([...Object.keys(repo), ...Object.keys(written)])) {
    if (FREE_ROOT_KEYS.has(key)) continue;
    if (!same(repoRoot[key], writtenRoot[key])) problem('', `ステップの「${key}」は${lockReason(key).replace(/^仕様/, '、仕様')}`);
  }
  const repoFields = isObject(repo['properties']) ? repo['properties'] : {};
  const fields = isObject(written['properties']) ? written['properties'] : {};
  const repoRequired = strings(repo['required']);
  const required = strings(written['required']);
  for (const name of repoRequired)
    if (!required.includes(name)) problem(name, '必須の項目です。サーバー（審査や登録の処理）がこの回答を読むため、任意にはできません。');
  for (const [name, before] of Object.entries(repoFields)) {
    const after = fields[name];
    if (!isObject(before)) continue;
    if (!isObject(after)) {
      problem(name, 'この項目はサーバーが読むため削除できません。任意の項目なら「表示しない」にできます。');
      continue;
    }
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (FREE_FIELD_KEYS.has(key)) continue;
      const bound = BOUNDS[key];
      if (bound) {
        const was = before[key];
        const now = after[key];
        if (same(was, now)) continue;
        const stricter =
          typeof now === 'number' && (was === undefined || (typeof was === 'number' && (bound === 'down' ? now < was : now > was)));
        if (!stricter)
          problem(
            name,
            `「${key}」は仕様の範囲より緩くできません（いまの値：${was === undefined ? 'なし' : String(was)}）。より厳しくすることだけができます。`,
          );
        continue;
      }
      // An optional field may be asked or not: hidden is the only widget product staff may switch to and back.
      if (key === 'ui:widget' && !repoRequired.includes(name) && after[key] === 'hidden') continue;
      if (!same(before[key], after[key])) problem(name, `「${key}」は${lockReason(key)}`);
    }
    const labels = after['x-optionLabels'];
    if (labels !== undefined && !isObject(labels)) problem(name, '選択肢の見出しの形式が正しくありません。');
    const order = after['x-optionOrder'];
    if (order !== undefined && !Array.isArray(order)) problem(name, '選択肢の並び順の形式が正しくありません。');
  }
  for (const [name, field] of Object.entries(fields)) {
    if (name in repoFields) continue;
    if (isObject(field)) questionProblems(name, field, problem);
    else problem(name, '項目の定義が正しくありません。');
  }
  for (const name of required)
    if (!(name in fields) && !repoRequired.includes(name) && !(name in repoFields))
      problem(name, `必須にした項目「${name}」がありません。`);
  for (const name of required)
    if (isObject(fields[name]) && fields[name]['ui:widget'] === 'hidden') problem(name, '表示しない項目は必須にできません。');
  return problems;
}
