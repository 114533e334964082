import type { AgreementStatus } from '../../../enums/accountTransfer';

/** Every sentence of the account-transfer agreement page (SPEC 2.6 /member/jtransfer/agreement, issue 35). */
export const accountTransferMessages = {
  title: '口座振替のご契約内容',
  lead: 'ご利用代金を口座振替（口座からの自動引き落とし）でお支払いいただくための、ご契約の内容です。',
  none: '口座振替のお申し込みはまだありません。お支払い口座を登録すると、毎月のご請求を口座から自動でお支払いいただけます。',
  registerLink: 'お支払い口座を登録する',
  status: {
    processing: (requestedOn: string) =>
      `${requestedOn}に金融機関へ登録を依頼しています。登録が済む翌日から、この口座で引き落とします。それまでのご請求は、これまでのお支払い方法でお支払いください。`,
    active: '毎月のご請求を、この口座から引き落としています。',
  } satisfies Record<AgreementStatus, string | ((requestedOn: string) => string)>,
  rows: {
    status: '状況',
    bank: '金融機関',
    branch: '支店',
    accountType: '預金種目',
    accountNo: '口座番号',
    accountHolder: '口座名義',
    agreedOn: 'お申し込み日',
    requestedOn: '金融機関への登録依頼日',
    terms: '適用される規定',
  },
  termsVersion: (date: string) => `口座振替規定（${date}改定）`,
  cardsHeading: 'カードごとのお支払い方法',
  cardsLead: '口座振替のカードのご請求を、この口座から引き落とします。',
  noCards: 'ご利用中のカードはありません。',
  paymentMethodNone: '未登録',
  termsHeading: '口座振替規定（抜粋）',
  terms: [
    'ご利用代金は、毎月の約定日に、ご登録の口座から引き落とします。約定日が金融機関の休業日のときは、翌営業日に引き落とします。',
    '引き落としの際、金融機関所定の通帳・払戻請求書の提出は不要です。',
    '残高不足で引き落とせなかったときは、再度の引き落とし、またはお振り込みなど当社が指定する方法でお支払いいただきます。',
    'お支払い口座の変更・解約は、会員ページまたは当社所定の方法でお申し出ください。',
  ],
  termsLink: '口座振替規定の全文を読む',
  changeLink: 'お支払い口座を変更する',
  paymentSettingLink: 'お支払い方法へ',
  backToTop: '会員トップへ',
} as const;
