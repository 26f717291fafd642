import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUserFragment } from '../../gql/graphql';
import { MeDocument } from './graphql/me';
import { applyLanguage, rememberLanguage, translate } from './i18n/i18n';
import { showSuccessToast } from './toaster';
import { createApolloClient } from './apolloClient';
import { isUnauthenticated, SESSION_EXPIRED, tokenExpiresAt } from './sessionErrors';
import { clearStoredToken, readStoredToken, storeToken } from './tokenStorage';

export type SessionUser = SessionUserFragment;
/**
 * 'loading': a stored token is being checked with `me`; 'unreachable': that
 * check failed for a reason other than the server refusing the token (network
 * down, 5xx), so the token is kept and the check is retried.
 */
export type SessionStatus = 'loading' | 'unreachable' | 'anonymous' | 'authenticated';

/** How the last session ended, for the guard that sends the visitor to /login. */
export type SessionEnd = { kind: 'signedOut' } | { kind: 'refused'; reason: string };

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when this tab's session ended: by Logout, or by the server refusing the token (with its reason). */
  ended?: SessionEnd;
  signIn: (token: string, user: SessionUser) => void;
  /** The signed-in member's details changed (their language): the shell follows. */
  updateUser: (user: SessionUser) => void;
  /** Clears the session, toasts 'Logged out' and goes to /login (spec §4). */
  signOut: () => void;
  /** While 'unreachable': check the stored token again now instead of waiting. */
  retry: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The session when there is one (shared pieces also rendered outside the provider, as in their tests). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

/** The signed-in user; only for components rendered behind the session guard. */
export function useSessionUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSessionUser needs a signed-in user');
  return user;
}

/** Waits between checks while the server is unreachable: 1, 2, 4, 8, then every 10 seconds. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Where GraphQL operations go; tests pass a MockLink. */
  transport?: ApolloLink;
}

/**
 * Owns the token, the signed-in user and the Apollo client, together because
 * the client's links read the token and end the session when the server no
 * longer accepts it. Only the server's "not signed in" ends a session; an
 * unreachable server keeps the token and is asked again.
 */
export function SessionProvider({ children, transport }: SessionProviderProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: SessionStatus; user: SessionUser | null; ended?: SessionEnd }>(() => ({
    status: readStoredToken() ? 'loading' : 'anonymous',
    user: null,
  }));
  const [checkCount, setCheckCount] = useState(0);
  const onUnauthenticated = useRef<(reason: string) => void>(() => {});
  // The ref is read when a request is refused, long after this render, not during it.
  // eslint-disable-next-line react-hooks/refs -- see above
  const [apolloClient] = useState(() =>
    createApolloClient({
      getToken: readStoredToken,
      onUnauthenticated: (reason) => onUnauthenticated.current(reason),
      transport,
    }),
  );

  const endSession = useCallback(
    (ended: SessionEnd) => {
      clearStoredToken();
      setState({ status: 'anonymous', user: null, ended });
      // Another person may sign in next on this browser; drop what we fetched.
      void apolloClient.clearStore();
    },
    [apolloClient],
  );

  // No navigation here: RequireSession sees the ended session and sends the
  // visitor to /login with the reason and the page they were on (one
  // redirect, so the two cannot race).
  useEffect(() => {
    onUnauthenticated.current = (reason) => {
      if (readStoredToken()) endSession({ kind: 'refused', reason });
    };
  }, [endSession]);

  // Spec §4: on page load with a stored token, fetch the user's details.
  // A refusal is handled by the client's error link (onUnauthenticated above);
  // anything else keeps the token and tries again after a pause.
  useEffect(() => {
    if (!readStoredToken()) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    apolloClient
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!cancelled && data) setState({ status: 'authenticated', user: data.me });
      })
      .catch((error: unknown) => {
        if (cancelled || isUnauthenticated(error) || !readStoredToken()) return;
        setState({ status: 'unreachable', user: null });
        timer = setTimeout(() => setCheckCount((count) => count + 1), retryDelayMs(checkCount));
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [apolloClient, checkCount]);

  // Announce expiry when it happens, not at the next click: the token says when.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const token = readStoredToken();
    const expiresAt = token ? tokenExpiresAt(token) : undefined;
    if (!expiresAt) return;
    // Timers cannot wait longer than about 24 days; a later expiry is checked on the next load.
    const wait = Math.max(0, expiresAt.getTime() - Date.now());
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => onUnauthenticated.current(SESSION_EXPIRED), wait);
    return () => clearTimeout(timer);
  }, [state.status, state.user]);

  // Coming back online is a good moment to ask again.
  useEffect(() => {
    if (state.status !== 'unreachable') return;
    const retryNow = () => setCheckCount((count) => count + 1);
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [state.status]);

  const signIn = useCallback((token: string, user: SessionUser) => {
    storeToken(token);
    setState({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(() => {
    endSession({ kind: 'signedOut' });
    showSuccessToast(translate('Logged out'));
    void navigate('/login', { replace: true });
  }, [endSession, navigate]);

  const retry = useCallback(() => setCheckCount((count) => count + 1), []);

  const updateUser = useCallback((user: SessionUser) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, user } : current));
  }, []);

  // The admin speaks the signed-in member's language (kept on the server, so
  // it follows them to any browser); before sign-in, this browser's last one.
  const language = state.user?.language;
  const gujaratiDigits = state.user?.gujaratiDigits;
  useEffect(() => {
    if (language) void applyLanguage(language, gujaratiDigits ?? false).then(() => rememberLanguage(language, gujaratiDigits ?? false));
  }, [language, gujaratiDigits]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut, updateUser, retry }), [state, signIn, signOut, updateUser, retry]);

  return (
    <ApolloProvider client={apolloClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </ApolloProvider>
  );
}
