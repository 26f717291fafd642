import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { StaffRole } from './roles';
import { useSession } from './session';

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const ENTRY_PATH = '/admin';

function SessionCheck() {
  return (
    <div className="admin-full-page">
      <Spinner aria-label="Checking your session" />
    </div>
  );
}

/** Spec §4: an anonymous visitor is sent to /admin, which sends them on to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'anonymous') return <Navigate to={ENTRY_PATH} replace />;
  return children;
}

/** Spec §4: a signed-in user whose role may not open the route goes to /dashboard. */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <Navigate to={HOME_PATH} replace />;
  return children;
}

/** /admin: to /dashboard when signed in, else to /login. */
export function EntryRedirect() {
  const { status } = useSession();
  if (status === 'loading') return <SessionCheck />;
  return <Navigate to={status === 'authenticated' ? HOME_PATH : LOGIN_PATH} replace />;
}

/** /login is for visitors; a signed-in user goes to /dashboard. */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'authenticated') return <Navigate to={HOME_PATH} replace />;
  return children;
}
