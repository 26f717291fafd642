import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, useLocation } from 'react-router';
import { PublicLayout } from './PublicLayout';
import { PUBLIC_PATHS, type PublicPath } from './paths';
import './fonts.css';
import './public.css';

/**
 * One lazily loaded chunk per page, so the landing page ships only its own code.
 *
 * A table rather than a nested <Routes>: main.tsx mounts this component on each
 * exact public path (no trailing "/*"), and a descendant <Routes> there only sees
 * the remainder of the URL, which is always "/". The Record type makes sure
 * every public path has a page.
 */
const PAGES: Record<PublicPath, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./pages/LandingPage').then((module) => ({ default: module.LandingPage }))),
  '/privacy-policy': lazy(() =>
    import('./pages/PrivacyPolicyPage').then((module) => ({ default: module.PrivacyPolicyPage })),
  ),
  '/terms-condition': lazy(() =>
    import('./pages/TermsConditionPage').then((module) => ({ default: module.TermsConditionPage })),
  ),
  '/refund-cancellation': lazy(() =>
    import('./pages/RefundCancellationPage').then((module) => ({ default: module.RefundCancellationPage })),
  ),
  '/help-support': lazy(() =>
    import('./pages/HelpSupportPage').then((module) => ({ default: module.HelpSupportPage })),
  ),
  '/delete-account': lazy(() =>
    import('./pages/DeleteAccountPage').then((module) => ({ default: module.DeleteAccountPage })),
  ),
};

const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

export default function PublicSite() {
  const { pathname } = useLocation();
  // matchPath ignores case and a trailing slash, as main.tsx does. Any other
  // URL that reaches the public site is unknown: the server answered it 404.
  const path = PUBLIC_PATHS.find((candidate) => matchPath(candidate, pathname));
  const Page = path ? PAGES[path] : NotFoundPage;

  return (
    <PublicLayout>
      <Suspense
        fallback={
          <p className="page-loading" role="status">
            Loading…
          </p>
        }
      >
        <Page />
      </Suspense>
    </PublicLayout>
  );
}
