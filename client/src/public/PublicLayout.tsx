import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useSiteLocation } from './navigation';
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
  const main = useRef<HTMLElement>(null);
  useStartNewPageAtTop(main);

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
                <Link markCurrent to="/help-support">
                  Help
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main ref={main} id="main-content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label="Policies and support">
            <ul className="footer-links">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link markCurrent to={link.to}>
                    {link.label}
                  </Link>
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
 * Client-side navigation keeps the scroll position and the focus on the link
 * that was clicked (often in the footer). A new page should open at its top,
 * with keyboard and screen-reader users placed at its content. Links to a
 * #section are left to the page that owns the section; the first page load is
 * left to the browser, which may be restoring a scroll position.
 */
function useStartNewPageAtTop(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useSiteLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}
