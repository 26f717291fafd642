import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PublicLayout } from './PublicLayout';
import { matchPublicPath, useSiteLocation } from './navigation';
import { type PublicPath } from './paths';
import '../fonts/noto-sans-gujarati.css';
import './public.css';

/**
 * One lazily loaded chunk per page, so the landing page ships only its own code.
 *
 * A table, not React Router (which loads with the admin only): the page is
 * looked up from the location in ./navigation. The Record type makes sure
 * every public path has a page.
 */
const PAGES: Record<PublicPath, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./pages/LandingPage').then((module) => ({ default: module.LandingPage }))),
  '/privacy-policy': lazy(() => import('./pages/PrivacyPolicyPage').then((module) => ({ default: module.PrivacyPolicyPage }))),
  '/terms-condition': lazy(() => import('./pages/TermsConditionPage').then((module) => ({ default: module.TermsConditionPage }))),
  '/refund-cancellation': lazy(() => import('./pages/RefundCancellationPage').then((module) => ({ default: module.RefundCancellationPage }))),
  '/help-support': lazy(() => import('./pages/HelpSupportPage').then((module) => ({ default: module.HelpSupportPage }))),
  '/delete-account': lazy(() => import('./pages/DeleteAccountPage').then((module) => ({ default: module.DeleteAccountPage }))),
};

const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));

export default function PublicSite() {
  const { pathname } = useSiteLocation();
  // The match ignores case and a trailing slash, as main.tsx does. Any other
  // URL that reaches the public site is unknown: the server answered it 404.
  const path = matchPublicPath(pathname);
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
