/**
 * What the application's landing (/apply/steps) says before the first step, as Japanese issuers' landings say it
 * (issue 58). Apart from applyMessages: those load with every apply page, these with this page alone. The minutes are
 * our estimate, not a measure: about twenty short screens of one to three answers each (the employee journey of
 * tests/e2e/apply); to be set from the funnel's time per step (the console's funnel) once people apply.
 */
export const beforeApplying = {
  heading: 'お申し込みの前に',
  whoMayApply: 'お申し込みいただける方',
  whoMayApplyText: '{age}歳以上で、日本国内にお住まいの方',
  timeNeeded: 'お申し込みにかかる時間',
  timeNeededText: '10分ほど',
  delivery: 'カードのお届け',
  deliveryText: '審査の結果をメールでお知らせし、カードは審査のあと1〜2週間ほどでお届けします。',
  whatYouNeed: 'ご用意いただくもの',
  needPhone: 'SMSを受け取れる携帯電話（ご本人の確認に使います）',
  needBank: 'お支払いに使う、ご本人名義の銀行口座',
  needLicence: '運転免許証（お持ちの方は番号を入力します）',
  needResidenceCard: '在留カード（日本国籍でない方：表と裏の写真をお送りいただきます）',
} as const;
