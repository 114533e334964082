/** The Japanese messages of the flow host's own checks of a request (the fields' messages come from the step schemas). */
export const flowMessages = {
  answersMalformed: '入力内容の形式が正しくありません。',
  versionMalformed: 'お手続きの版の指定が正しくありません。画面を再読み込みしてください。',
  landingMalformed: '流入情報の形式が正しくありません。',
} as const;

/** The credit-limit flows' own server checks (server/flows/checks.ts). */
export const creditLimitMessages = {
  raiseUnderExamination: '現在、ご利用可能枠の増額を審査中です。審査結果をお知らせした後に、改めてお申し込みください。',
} as const;
