import { Button, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ENTRY_PATH, HOME_PATH, LOGIN_PATH, type LoginRouteState, useLoginRouteState } from '../core/loginRoute';
import { ForbiddenPage } from '../placeholders/ForbiddenPage';
import type { StaffRole } from '../core/roles';
import { useSession } from '../core/session';
import { useTranslation } from '../core/i18n/i18n';

function SessionCheck() {
  const { t } = useTranslation();
  return (
    <div className="admin-full-page">
      <Spinner aria-label={t('Checking your session')} />
    </div>
  );
}

/** The stored token could not be checked (server restarting, network down): keep it and try again. */
export function ServerUnreachable() {
  const { retry } = useSession();
  const { t } = useTranslation();
  return (
    <main className="admin-full-page">
      <NonIdealState
        icon="offline"
        title={t('Cannot reach the server')}
        description={
          <>
            <p>{t('You are still signed in. Trying again automatically…')}</p>
            <Spinner size={16} aria-hidden className={Classes.TEXT_MUTED} />
          </>
        }
        action={<Button icon="refresh" text={t('Retry now')} onClick={retry} />}
      />
    </main>
  );
}

/** Spec §4: an anonymous visitor is sent to /admin, which sends them on to /login (remembering the page). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, ended } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'unreachable') return <ServerUnreachable />;
  if (status === 'anonymous') {
    // After Logout, a plain /login; otherwise remember the page (and the server's reason).
    if (ended?.kind === 'signedOut') return <Navigate to={LOGIN_PATH} replace />;
    const state: LoginRouteState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      reason: ended?.kind === 'refused' ? ended.reason : undefined,
    };
    return <Navigate to={ENTRY_PATH} replace state={state} />;
  }
  return children;
}

/**
 * A signed-in user whose role may not open the route sees 'You do not have
 * access to this page' with a link to /dashboard (issue 21.3, in place of
 * spec §4's silent redirect: docs/decisions.md).
 */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const { user } = useSession();
  if (!user || !roles.includes(user.role)) return <ForbiddenPage />;
  return children;
}

/** /admin: to /dashboard when signed in, else to /login. */
export function EntryRedirect() {
  const { status } = useSession();
  const routeState = useLoginRouteState();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'unreachable') return <ServerUnreachable />;
  if (status === 'authenticated') return <Navigate to={routeState.from ?? HOME_PATH} replace />;
  return <Navigate to={LOGIN_PATH} replace state={routeState} />;
}

/** /login is for visitors; a signed-in user goes on to where they were going, or /dashboard. */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { from } = useLoginRouteState();
  if (status === 'loading') return <SessionCheck />;
  if (status === 'unreachable') return <ServerUnreachable />;
  if (status === 'authenticated') return <Navigate to={from ?? HOME_PATH} replace />;
  return children;
}
