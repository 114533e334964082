import { useState } from 'react';

/**
 * ログアウト on every member page (issue 58: there was none). The session ends on the server first (SPEC 7.3
 * clearCookie), then the whole document goes to the service top, so nothing the app kept in memory for this member
 * (views, the selected card) outlives the session.
 */
export function LogoutButton() {
  const [leaving, setLeaving] = useState(false);
  const logOut = async () => {
    setLeaving(true);
    // A plain fetch: the API client lives in the pages' chunks, and reaching for it from the shell reshaped the chunks
    // the first application step loads.
    try {
      await fetch('/api/bff/clearCookie', { headers: { accept: 'application/json' } });
    } finally {
      // Even if the answer was lost: the top asks the server afresh who is logged in.
      window.location.assign('/');
    }
  };
  return (
    <button type="button" className="app-header__logout" onClick={() => void logOut()} disabled={leaving}>
      ログアウト
    </button>
  );
}
