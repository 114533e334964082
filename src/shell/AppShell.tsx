import { Link, Outlet, useLocation } from 'react-router';
import { MemberHeaderActions } from './MemberHeaderActions';
import { useNavigationEffects } from './useNavigationEffects';

/** The member area's pages, which only a logged-in member reaches (the guards send anyone else to the login). */
const memberArea = (path: string) => /^\/(ex-)?member(\/|$)/.exec(path);

export function AppShell() {
  const location = useLocation();
  const area = memberArea(location.pathname);
  const direction = useNavigationEffects();
  return (
    <>
      <a className="skip-link" href="#main">
        本文へスキップ
      </a>
      <header className="app-header">
        <Link to="/" className="app-header__brand" aria-label="カード会員サービス トップ">
          <svg className="app-header__logo" viewBox="0 0 32 32" aria-hidden="true">
            <rect x="2" y="7" width="28" height="18" rx="3" />
            <rect x="2" y="11" width="28" height="4" className="app-header__stripe" />
          </svg>
          <span>カード会員サービス</span>
        </Link>
        {area && <MemberHeaderActions menu={!area[1]} />}
      </header>
      <main id="main" className="page" data-transition={direction} key={location.key}>
        <Outlet />
      </main>
    </>
  );
}
