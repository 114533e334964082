import type { ReactNode } from 'react';
import { STAFF_ROLE_LABELS } from '../../../enums/staff';
import { CASE_KIND_LABELS, type CaseKind } from '../../operations/caseKind';
import type { StaffMember } from '../../operations/staffMembers';

export interface OpsLayoutProps {
  readonly title: string;
  readonly staff: StaffMember | null;
  readonly children: ReactNode;
}

const queueKinds = Object.keys(CASE_KIND_LABELS) as CaseKind[];

/**
 * The document around a console page (renderPage.ts): React puts each page's `<title>` into its head.
 */
export function OpsDocument({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="stylesheet" href="/ops.css" />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * Every console page: the service's name, who is logged in with their roles, the way to each queue and the audit
 * log they may open, and logout. Drawn on the server with no script: a table, a link and a form work by keyboard
 * and screen reader as they are, and the strict CSP trusts nothing it has to.
 */
export function OpsLayout({ title, staff, children }: OpsLayoutProps) {
  const examines = staff?.roles.some((role) => role === 'examiner' || role === 'supervisor') ?? false;
  const audits = staff?.roles.includes('auditor') ?? false;
  const posts = staff?.roles.includes('fulfilment') ?? false;
  const plans = staff?.roles.includes('productStaff') ?? false;
  return (
    <>
      <title>{`${title} | 業務コンソール`}</title>
      <a className="skip" href="#main">
        本文へ移動
      </a>
      <header className="ops-header">
        <p className="ops-brand">カード会員サービス 業務コンソール</p>
        {staff ? (
          <div className="ops-who">
            <span>
              {staff.displayName}（{staff.roles.map((role) => STAFF_ROLE_LABELS[role]).join('・')}）
            </span>
            <form method="post" action="/logout">
              <button type="submit" className="link-button">
                ログアウト
              </button>
            </form>
          </div>
        ) : null}
      </header>
      {staff ? (
        <nav className="ops-nav" aria-label="業務メニュー">
          <ul>
            {examines
              ? queueKinds.map((kind) => (
                  <li key={kind}>
                    <a href={`/queues/${kind}`}>{CASE_KIND_LABELS[kind]}</a>
                  </li>
                ))
              : null}
            {posts ? (
              <li>
                <a href="/fulfilment">カードの発送</a>
              </li>
            ) : null}
            {plans ? (
              <li>
                <a href="/config">キャンペーンと機能フラグ</a>
              </li>
            ) : null}
            {audits ? (
              <li>
                <a href="/audit">監査ログ</a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <main id="main" tabIndex={-1}>
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}
