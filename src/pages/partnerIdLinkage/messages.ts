import type { ErrorScreen } from '../../../enums/shellErrorScreens';

/** The partner ID linkage pages' sentences (STYLE: text in a catalogue, not in logic). */
export const linkageMessages = {
  title: 'パートナーIDとの連携',
  lead: 'パートナー携帯会社のIDと連携すると、パートナー携帯会社にご登録のお客さま情報（お名前、生年月日、ご住所、携帯電話番号）を、カードのお手続きに使えます。',
  status: '連携の状況',
  linked: '連携しています',
  notLinked: '連携していません',
  linkedOn: '連携した日',
  mobNum: '連携している携帯電話番号',
  mobNumLast4: (last4: string) => `末尾 ${last4}`,
  link: 'パートナーIDと連携する',
  notOffered: 'ただいま、パートナーIDとの連携のお手続きはお受けしていません。',
  unlinkHeading: '連携の解除',
  unlinkLead:
    '解除すると、パートナー携帯会社のお客さま情報はカードのお手続きに使われなくなります。カードはそのままお使いいただけ、あとからもう一度連携することもできます。',
  unlink: '連携を解除する',
  unlinkConfirm: '連携を解除します。よろしいですか？',
  unlinkYes: '解除する',
  unlinkNo: 'やめる',
  unlinking: '解除しています…',
  unlinked: 'パートナーIDとの連携を解除しました。',
  unlinkFailed: '連携を解除できませんでした。時間をおいて、もう一度お試しください。',
  backToSettings: 'カードの設定へ戻る',
} as const;

/** SPEC 2.7: the linkage is a smartphone procedure; a PC browser is told where to do it. */
export const pcScreen: ErrorScreen = {
  heading: 'パートナーIDとの連携はスマートフォンでお手続きください',
  description:
    'パートナーIDとの連携は、パートナー携帯会社の確認をスマートフォンで行うため、パソコンではお手続きいただけません。スマートフォンでログインし、「カードの設定」の「パートナーIDとの連携」からお進みください。',
  icon: 'notice',
  pageTitle: 'パートナーIDとの連携',
  buttonLabel: '会員トップへ戻る',
  backTo: '/member',
};
