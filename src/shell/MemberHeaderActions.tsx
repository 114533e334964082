import { Link } from 'react-router';

/**
 * The member pages' header (issue 58): メニュー, which opens every member area from any member page (the member top
 * shows only the frequent tasks), and ログアウト. ログアウト is a plain form to the server's /logout
 * (server/routes/authentication.ts), which ends the session and answers with the service top: it works before the
 * page's script has run, and the whole document is replaced, so nothing the app kept in memory for this member (views,
 * the selected card) outlives the session. A former member's few pages have no menu of their own.
 */
export function MemberHeaderActions({ menu }: { readonly menu: boolean }) {
  return (
    <div className="app-header__actions">
      {menu && (
        <Link to="/member/menu" className="app-header__action">
          メニュー
        </Link>
      )}
      <form method="post" action="/logout">
        <button type="submit" className="app-header__action">
          ログアウト
        </button>
      </form>
    </div>
  );
}
