import { Link } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';

/** SPEC 2.1 /apply/app: with the app-integration flag on, applications are made in the app, not on the web. */
export default function ApplyAppPage() {
  usePageTitle('アプリからお申し込みください');
  return (
    <section className="error-view" aria-labelledby="apply-app-heading">
      <h1 id="apply-app-heading" tabIndex={-1}>
        アプリからお申し込みください
      </h1>
      <p className="error-view__description">
        カードのお申し込みは、スマートフォンアプリから受け付けています。アプリを開き、メニューの「クレジットカード」からお進みください。
      </p>
      <Link className="button button--primary" to="/" replace>
        トップへ戻る
      </Link>
    </section>
  );
}
