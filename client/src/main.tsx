import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { PUBLIC_PATHS } from './public/paths';

// Two bundles behind one router: the public site (landing, policies, account
// deletion) loads without Blueprint, Apollo or any admin code; everything else
// is the admin panel.
const PublicSite = lazy(() => import('./public/PublicSite'));
const AdminApp = lazy(() => import('./admin/AdminApp'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <LoadErrorBoundary>
        <Suspense fallback={null}>
          <Routes>
            {PUBLIC_PATHS.map((path) => (
              <Route key={path} path={path} element={<PublicSite />} />
            ))}
            <Route path="*" element={<AdminApp />} />
          </Routes>
        </Suspense>
      </LoadErrorBoundary>
    </BrowserRouter>
  </StrictMode>,
);
