import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { admissionLandingUrl, isFeatureOn } from '../../api/featureFlags';
import { judgedContext } from '../../routes/judgedContext';
import { usePageTitle } from '../../shell/usePageTitle';

/**
 * Where the service top's second button leads: a member already logged in goes to their pages; anyone else logs in
 * and lands on the member top (the guards send a former member or an applicant on to their own page from there), not
 * back on this top, which a login without a return path ends on.
 */
function memberEntry(): { readonly to: string; readonly label: string; readonly document: boolean } {
  const context = judgedContext();
  if (context?.isAuthentication && context.formerMember) return { to: '/ex-member/top', label: '会員ページへ', document: false };
  if (context?.isAuthentication && context.cardMember) return { to: '/member', label: '会員ページへ', document: false };
  return { to: `/login?redirect=${encodeURIComponent('/member')}`, label: '会員の方はログイン', document: true };
}

/** The service top (SPEC 2.2 "/"): the way in for applicants, members and former members. */
export default function ServiceTop() {
  usePageTitle('カード会員サービス');
  // SPEC 2.7: with the app-integration flag on, applications start in the app (/apply/app); else, with the admission
  // landing-page switch on (SPEC 6), on the issuer's admission landing page, which links back to the application.
  const [applyPath, setApplyPath] = useState('/apply/steps');
  const [admissionPage, setAdmissionPage] = useState<string | null>(null);
  const member = memberEntry();
  useEffect(() => {
    let current = true;
    void Promise.all([isFeatureOn('appIntegrationDay1'), admissionLandingUrl()]).then(([inApp, admission]) => {
      if (!current) return;
      if (inApp) setApplyPath('/apply/app');
      else setAdmissionPage(admission);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="service-top">
      <section className="hero" aria-labelledby="top-heading">
        <h1 id="top-heading" tabIndex={-1}>
          スマホで申し込める
          <br />
          クレジットカード
        </h1>
        <p className="hero__lead">お申し込みから利用明細の確認、各種設定まで、この画面で完結します。</p>
        <div className="hero__card" aria-hidden="true">
          <span className="hero__card-chip" />
        </div>
        {admissionPage ? (
          <a className="button button--primary button--block" href={admissionPage}>
            カードを申し込む
          </a>
        ) : (
          <Link className="button button--primary button--block" to={applyPath}>
            カードを申し込む
          </Link>
        )}
        {member.document ? (
          // /login is the server's (it starts the OpenID flow): a document load, not a move within the app.
          <a className="button button--secondary button--block" href={member.to}>
            {member.label}
          </a>
        ) : (
          <Link className="button button--secondary button--block" to={member.to}>
            {member.label}
          </Link>
        )}
      </section>

      <section className="panel" aria-labelledby="cards-heading">
        <h2 id="cards-heading">選べる2種類のカード</h2>
        <ul className="card-kinds">
          <li>
            <h3>一般カード</h3>
            <p>Visa・Mastercard・JCBから選べます。カラーデザインもご用意しています。</p>
          </li>
          <li>
            <h3>ゴールドカード</h3>
            <p>ご利用に応じたポイント還元がさらにお得に。家族カードは3枚までお申し込みいただけます。</p>
          </li>
        </ul>
      </section>

      <nav className="panel" aria-labelledby="links-heading">
        <h2 id="links-heading">その他のメニュー</h2>
        <ul className="link-list">
          <li>
            <Link to="/ex-member/top">退会された方（過去の明細）</Link>
          </li>
          <li>
            <Link to="/cashing/simulation">キャッシングのご返済シミュレーション</Link>
          </li>
          <li>
            <Link to="/support">よくあるご質問・お問い合わせ</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
