import { Link, Outlet, useLocation } from 'react-router';
import { useNavigationEffects } from './useNavigationEffects';

export function AppShell() {
  const location = useLocation();
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
      </header>
      <main id="main" className="page" data-transition={direction} key={location.key}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <p>© カード会員サービス</p>
      </footer>
    </>
  );
}
