import type { ReactNode } from 'react';
import { STAFF_ROLE_LABELS } from '../../../enums/staff';
import { CASE_KIND_LABELS, type CaseKind } from '../../operations/caseKind';
import type { StaffMember } from '../../operations/staffMembers';

/** The menu entry a page is under: its own page (a queue) or a page within it (a case of that queue). */
export interface MenuSection {
  readonly href: string;
  readonly itself: boolean;
}

export interface OpsLayoutProps {
  readonly title: string;
  readonly staff: StaffMember | null;
  readonly section?: MenuSection;
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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/ops.css" />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * A menu entry, marked as where the staff member is (`aria-current`: the page itself, or `true` within it), so a screen
 * reader says so and the menu shows which queue a case belongs to.
 */
function MenuLink({
  href,
  section,
  children,
}: {
  readonly href: string;
  readonly section: MenuSection | undefined;
  readonly children: ReactNode;
}) {
  const current = section?.href === href ? (section.itself ? 'page' : 'true') : undefined;
  return (
    <li>
      <a href={href} aria-current={current}>
        {children}
      </a>
    </li>
  );
}

/**
 * Every console page: the service's name, who is logged in with their roles, the way to each queue and the audit
 * log they may open, and logout. Drawn on the server with no script: a table, a link and a form work by keyboard
 * and screen reader as they are, and the strict CSP trusts nothing it has to.
 */
export function OpsLayout({ title, staff, section, children }: OpsLayoutProps) {
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
            {examines ? (
              <MenuLink href="/" section={section}>
                受付状況
              </MenuLink>
            ) : null}
            {examines ? (
              <MenuLink href="/search" section={section}>
                案件を探す
              </MenuLink>
            ) : null}
            {examines
              ? queueKinds.map((kind) => (
                  <MenuLink key={kind} href={`/queues/${kind}`} section={section}>
                    {CASE_KIND_LABELS[kind]}
                  </MenuLink>
                ))
              : null}
            {examines ? (
              <MenuLink href="/disclosures" section={section}>
                個人データのご請求（郵送・電話）
              </MenuLink>
            ) : null}
            {examines ? (
              <MenuLink href="/rights-requests" section={section}>
                訂正・利用停止のご請求
              </MenuLink>
            ) : null}
            {posts ? (
              <MenuLink href="/fulfilment" section={section}>
                カードの発送
              </MenuLink>
            ) : null}
            {plans ? (
              <MenuLink href="/config" section={section}>
                キャンペーンと機能フラグ
              </MenuLink>
            ) : null}
            {plans ? (
              <MenuLink href="/steps" section={section}>
                ステップの文言と質問
              </MenuLink>
            ) : null}
            {plans ? (
              <MenuLink href="/funnels" section={section}>
                お手続きの利用状況
              </MenuLink>
            ) : null}
            {audits ? (
              <MenuLink href="/audit" section={section}>
                監査ログ
              </MenuLink>
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
