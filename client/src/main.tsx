import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { isPublicSitePath } from './public/navigation';

// Two bundles chosen by the path: the public site (landing, policies, account
// deletion, and the page for unknown URLs) loads without React Router,
// Blueprint, Apollo or any admin code; the admin's own paths load the admin
// panel, which brings its own router. The choice holds for the document: a
// link from one side to the other is a full page load (public/navigation.tsx),
// so main.tsx does not follow the location (React Router's own navigations
// would not tell it anyway).
const PublicSite = lazy(() => import('./public/PublicSite'));
// The admin waits for its language's texts (this browser's last; the member's own once signed in).
const AdminApp = lazy(() => import('./admin/AdminApp').then(async (admin) => (await admin.languageReady, admin)));

// A mistyped public URL (/privacy, /help) gets the public 404 page, not the staff login.
const Site = isPublicSitePath(window.location.pathname) ? PublicSite : AdminApp;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoadErrorBoundary>
      <Suspense fallback={null}>
        <Site />
      </Suspense>
    </LoadErrorBoundary>
  </StrictMode>,
);
