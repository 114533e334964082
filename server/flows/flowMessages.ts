/** The Japanese messages of the flow host's own checks of a request (the fields' messages come from the step schemas). */
export const flowMessages = {
  answersMalformed: '入力内容の形式が正しくありません。',
  versionMalformed: 'お手続きの版の指定が正しくありません。画面を再読み込みしてください。',
  landingMalformed: '流入情報の形式が正しくありません。',
} as const;
