import type { DeclineReason } from './authorization';

/** Where only the issuer can help: the support page. */
const SUPPORT = { to: '/support', label: 'よくあるご質問・お問い合わせ' } as const;

// Its own module: the statement top links the authorisation pages by their titles and should not load this table.
// In enums/ so the decline's mail (server/cardEvents/cardNotices.ts) says the same as the declines page.
/** What a member can do about each decline reason, and the page that does it (none where only trying again helps). */
export const declineAdvice: Readonly<
  Record<DeclineReason, { readonly text: string; readonly link?: { readonly to: string; readonly label: string } }>
> = {
  '51': {
    text: 'ご利用金額がご利用可能枠を超えていました。お支払いが済むと、その分のご利用可能枠が戻ります。枠を広げたいときは増額をお申し込みください。',
    link: { to: '/member/setting/balance-raise/purpose', label: 'ご利用可能枠の増額' },
  },
  '55': {
    text: '入力された暗証番号がカードの暗証番号と違っていました。お確かめのうえ、もう一度お試しください。お忘れのときは、暗証番号をご自宅へ郵送でお知らせします。',
    link: { to: '/member/setting/pin-request', label: '暗証番号のお知らせ（郵送）' },
  },
  '75': {
    text: '暗証番号を続けて間違えたため、暗証番号を使うご利用を止めています。解除はお電話で承ります。',
    link: SUPPORT,
  },
  '54': {
    text: 'お店に登録されたカードの有効期限が切れていました。お手元の新しいカードの有効期限を、お店（定期的なお支払いのサービスなど）にご登録ください。',
    link: { to: '/member/cardinfo', label: 'カード番号・有効期限の確認' },
  },
  '62': {
    text: 'カードの利用制限を設定されているため、ご利用いただけませんでした。カードの設定で利用制限を解除できます。',
    link: { to: '/member/setting/usage-restriction', label: 'カードの利用制限' },
  },
  '59': {
    text: '不正利用を防ぐため、このご利用をお止めしました。お心当たりのあるご利用でしたら、お問い合わせください。確認のうえ、ご利用いただけるようにします。',
    link: SUPPORT,
  },
  N7: {
    text: '入力されたセキュリティコード（カード裏面の3桁の数字）が違っていました。お確かめのうえ、もう一度お試しください。',
    link: { to: '/member/cardinfo', label: 'カード番号・セキュリティコードの確認' },
  },
  '05': {
    text: 'カード会社の判断により、ご利用をお断りしました。詳しくはお問い合わせください。',
    link: SUPPORT,
  },
};
