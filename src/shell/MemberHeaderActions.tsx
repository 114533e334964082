/**
 * ログアウト on every member page (issue 58: there was none). A plain form to the server's /logout
 * (server/routes/authentication.ts), which ends the session and answers with the service top: it works before the
 * page's script has run, and the whole document is replaced, so nothing the app kept in memory for this member (views,
 * the selected card) outlives the session.
 */
export function LogoutButton() {
  return (
    <form method="post" action="/logout" className="app-header__logout-form">
      <button type="submit" className="app-header__logout">
        ログアウト
      </button>
    </form>
  );
}
