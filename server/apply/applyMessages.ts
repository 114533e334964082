/** Japanese messages of the apply API's own checks (the step fields' messages come from the step schemas). */
export const applyMessages = {
  stepUnknown: 'お申し込みの手順を特定できません。最初からやり直してください。',
  answersMalformed: '入力内容の形式が正しくありません。',
  campaignCodeMalformed: 'キャンペーンコードの形式が正しくありません。',
  adDataMalformed: '広告情報の形式が正しくありません。',
  colourWithdrawn: 'この色のカードは現在お選びいただけません。ほかの色を選んでください。',
  designWithdrawn: 'このデザインは現在お選びいただけません。ほかのデザインを選んでください。',
  shopIdMalformed: '販売店IDの形式が正しくありません。',
  kycMismatch: (label: string): string => `アプリで本人確認済みの${label}と異なります。アプリにご登録の${label}を入力してください。`,
  smsNotVerified: 'この携帯電話番号のSMS認証が完了していません。認証コードを入力してください。',
  smsNoMobileNumber: '携帯電話番号を入力してから、SMS認証に進んでください。',
  zipcodeUnknown: 'この郵便番号に該当する住所が見つかりません。郵便番号をご確認ください。',
} as const;
