import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AdminShell } from '../layout/AdminShell';
import { ComingSoonPage } from '../placeholders/ComingSoonPage';
import { NotFoundPage } from '../placeholders/NotFoundPage';
import { EntryRedirect, RequireAnonymous, RequireRole, RequireSession } from './guards';
import { RESOURCE_LIST } from './resources';
import { useTranslation } from '../core/i18n/i18n';

const LoginPage = lazy(() => import('../auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="admin-page-loading">
      <Spinner aria-label={t('Loading page')} />
    </div>
  );
}

/** Public /login and /admin, then every registry screen inside the shell behind its guards. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <RequireAnonymous>
            <Suspense fallback={<PageLoading />}>
              <LoginPage />
            </Suspense>
          </RequireAnonymous>
        }
      />
      <Route
        path="/admin/reset-password"
        element={
          <Suspense fallback={<PageLoading />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      <Route path="/admin" element={<EntryRedirect />} />
      <Route
        element={
          <RequireSession>
            <AdminShell />
          </RequireSession>
        }
      >
        {RESOURCE_LIST.map(({ id, path, roles, title, component: Page }) => (
          <Route
            key={id}
            path={path}
            element={
              <RequireRole roles={roles}>
                <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <ComingSoonPage title={title} />}</Suspense>
              </RequireRole>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
