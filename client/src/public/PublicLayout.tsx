import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { APP_NAME, APP_NAME_GUJARATI } from './site';

const FOOTER_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-condition', label: 'Terms & Conditions' },
  { to: '/refund-cancellation', label: 'Refund & Cancellation' },
  { to: '/help-support', label: 'Help & Support' },
  { to: '/delete-account', label: 'Delete Account' },
] as const;

/** Header, navigation and footer shared by every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNewPage();

  return (
    <div className="public-site">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="brand" to="/">
            <span className="brand__name">{APP_NAME}</span>
            <span className="brand__tagline" lang="gu">
              {APP_NAME_GUJARATI}
            </span>
          </Link>
          <nav className="site-nav" aria-label="Main">
            <ul>
              {/* Anchors on the landing page; the landing page scrolls to them. */}
              <li>
                <Link to="/#home">Home</Link>
              </li>
              <li>
                <Link to="/#about">About</Link>
              </li>
              <li>
                <Link to="/#contact">Contact</Link>
              </li>
              <li>
                <NavLink to="/help-support">Help</NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label="Policies and support">
            <ul className="footer-links">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="site-footer__copyright">
            © {new Date().getFullYear()} {APP_NAME}
          </p>
        </div>
      </footer>
    </div>
  );
}

/**
 * The router keeps the scroll position between pages; a new page should open at
 * its top. Links with a #section are left to the page that owns the section.
 */
function useScrollToTopOnNewPage() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
