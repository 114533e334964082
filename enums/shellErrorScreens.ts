/**
 * The error screens the app's shell draws itself, when a page failed to load or threw (src/shell/RouteError.tsx): in
 * the first script of every page, so apart from the rest of SPEC 8.2's screens (./errorScreens.ts), which only the
 * error pages load.
 */
export type ErrorIcon = 'error' | 'maintenance' | 'network' | 'clock' | 'card' | 'notice';

export interface ErrorScreen {
  readonly heading: string;
  readonly description: string;
  readonly buttonLabel: string;
  readonly icon: ErrorIcon;
  /** Where the button goes. */
  readonly backTo: string;
  readonly pageTitle: string;
}

export const toServiceTop = { buttonLabel: 'トップへ戻る', backTo: '/' } as const;

export const shellErrorScreens = {
  systemError: {
    heading: 'システムエラーが発生しました',
    description: '申し訳ございません。時間をおいて、もう一度お試しください。',
    icon: 'error',
    pageTitle: 'エラー',
    ...toServiceTop,
  },
  networkError: {
    heading: '通信エラーが発生しました',
    description: '電波の良い場所で、もう一度お試しください。',
    icon: 'network',
    pageTitle: '通信エラー',
    ...toServiceTop,
  },
  pageNotFound: {
    heading: 'ページが見つかりません',
    description: 'お探しのページは、移動または削除された可能性があります。URLをご確認ください。（Page Not Found）',
    icon: 'notice',
    pageTitle: 'ページが見つかりません',
    ...toServiceTop,
  },
} as const satisfies Record<string, ErrorScreen>;

export type ShellErrorScreenKey = keyof typeof shellErrorScreens;
