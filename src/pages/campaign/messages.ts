import { campaignContentMessages } from '../../../views/campaign/messages';

/** The campaign pages' sentences (SPEC 2.3, 8.2 "entry closed"); those of the content below the title are the view's. */
export const campaignMessages = {
  notFound: 'お探しのキャンペーンは見つかりませんでした。',
  ...campaignContentMessages,
  comingSoon: 'このキャンペーンはまだ始まっていません。開始までお待ちください。',
  closed: 'このキャンペーンのエントリーは終了しました。',
  enter: 'エントリーする',
  entering: 'エントリーしています。',
  entered: 'エントリー済みです。条件を満たすと特典をお受け取りいただけます。',
  enteredNow: 'エントリーしました。条件を満たすと特典をお受け取りいただけます。',
  loginToEnter: 'ログインしてエントリーする',
  loginLead: 'エントリーにはカード会員としてのログインが必要です。',
  notMember: 'このキャンペーンはカード会員の方が対象です。',
  enterFailed: 'エントリーできませんでした。時間をおいて、もう一度お試しください。',
  statusTitle: 'キャンペーンのエントリー状況',
  statusEmpty: 'エントリーしたキャンペーンはまだありません。',
  enteredOn: 'エントリー日',
  endsOn: '終了日',
  rewardGranted: (points: string, on: string) => `${points}ポイント付与済み（${on}）`,
  rewardWaiting: '条件達成待ち',
  rewardNotMet: '条件を達成されなかったため、特典の付与はありません',
  back: '会員トップへ',
} as const;
