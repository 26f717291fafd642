import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath, Route, Routes, useLocation } from 'react-router';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { isAdminPath } from './admin/app/adminPaths';
import { PUBLIC_PATHS } from './public/paths';

// Two bundles behind one router: the public site (landing, policies, account
// deletion, and the page for unknown URLs) loads without Blueprint, Apollo or
// any admin code; the admin's own routes load the admin panel.
const PublicSite = lazy(() => import('./public/PublicSite'));
const AdminApp = lazy(() => import('./admin/AdminApp'));

function Site() {
  const { pathname } = useLocation();
  const isPublic = PUBLIC_PATHS.some((path) => matchPath(path, pathname));
  // A mistyped public URL (/privacy, /help) gets the public 404 page, not the staff login.
  if (isPublic || !isAdminPath(pathname)) return <PublicSite />;
  return (
    <Routes>
      <Route path="*" element={<AdminApp />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <LoadErrorBoundary>
        <Suspense fallback={null}>
          <Site />
        </Suspense>
      </LoadErrorBoundary>
    </BrowserRouter>
  </StrictMode>,
);
