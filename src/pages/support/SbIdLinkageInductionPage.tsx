import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';

const text = {
  title: 'パートナーIDとの連携のご案内',
  lead: 'パートナーIDと連携すると、お名前や住所などのご登録内容を引き継いで、カードのお申し込みを短い手順で進められます。連携するかどうかは、お申し込みの途中で選べます。',
  howTitle: '連携のしかた',
  how: [
    'パートナーのアプリまたはWebからカードのお申し込みに進みます。',
    'お申し込みの最初に「パートナーIDとの連携」を選び、パートナーIDでログインします。',
    'お客さま情報の受け取りに同意すると、ご登録内容がお申し込みの画面に入ります。',
  ],
  note: '連携しなくてもお申し込みいただけます。ご登録内容を受け取るのは、同意いただいた項目だけです。',
  apply: 'カードのお申し込みへ',
  top: 'トップへ戻る',
} as const;

/**
 * SPEC 2.2 /sbidlinkage/induction: where a partner's pages send a person to learn about linking their partner ID
 * before applying. The specification names the page only; the linkage itself is a step of the application on the
 * partner route (flows/apply.ts sbIdLinkageCertification), so this page explains it and leads into the application.
 */
export default function SbIdLinkageInductionPage() {
  usePageTitle(text.title);
  return (
    <div className="member-area">
      <h1 tabIndex={-1}>{text.title}</h1>
      <p>{text.lead}</p>
      <section aria-labelledby="linkage-how" className="panel">
        <h2 id="linkage-how">{text.howTitle}</h2>
        <ol>
          {text.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p className="notice">{text.note}</p>
      </section>
      <p className="panel">
        <Link className="button button--primary button--block" to="/apply/steps">
          {text.apply}
        </Link>
      </p>
      <p>
        <Link className="button button--secondary button--block" to="/">
          {text.top}
        </Link>
      </p>
    </div>
  );
}
