import { useLocation } from 'react-router';

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const ENTRY_PATH = '/admin';

/** Router state given to /login: why the session ended and where to return after signing in. */
export interface LoginRouteState {
  reason?: string;
  from?: string;
}

/** Router state read by /admin and /login (where to return after signing in, why the session ended). */
export function useLoginRouteState(): LoginRouteState {
  const state: unknown = useLocation().state;
  if (!state || typeof state !== 'object') return {};
  const { reason, from } = state as Record<string, unknown>;
  return {
    reason: typeof reason === 'string' ? reason : undefined,
    // Only paths inside this app, never a full URL.
    from: typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined,
  };
}
