import { otpPolicy } from './otpPolicy';

/** Every sentence a member reads about SMS codes (STYLE.md: messages live in a catalogue, not in logic). */
export const otpMessages = {
  smsBody: (code: string) =>
    `【カード会員サービス】認証コードは ${code} です。有効期限は${otpPolicy.lifetimeMinutes}分です。このコードを他人に教えないでください。`,
  // A voice call says the code twice: a listener who missed a digit hears it again without calling back.
  voiceBody: (code: string) =>
    `カード会員サービスです。認証コードは ${code} です。繰り返します。認証コードは ${code} です。有効期限は${otpPolicy.lifetimeMinutes}分です。`,
  codeFormat: `認証コードは半角数字${otpPolicy.codeDigits}桁で入力してください。`,
  wrongCode: (remaining: number) => `認証コードが正しくありません。あと${remaining}回入力できます。`,
  tooManyAttempts: '認証コードの入力回数が上限に達しました。認証コードを再送信してください。',
  expired: '認証コードの有効期限が切れました。認証コードを再送信してください。',
  notUsable: 'この認証コードはご利用いただけません。認証コードを再送信してください。',
  resendTooSoon: `認証コードの再送信は、前回の送信から${otpPolicy.resendIntervalSeconds}秒後からできます。`,
  sendLimit: '認証コードの送信回数が上限に達しました。しばらく時間をおいてから、もう一度お試しください。',
  dailyLimit: '認証コードの誤りが続いたため、SMS認証を一時的に停止しています。24時間ほど時間をおいてから、もう一度お試しください。',
  noPhoneNumber: 'SMSを送信できる携帯電話番号が登録されていません。',
} as const;
