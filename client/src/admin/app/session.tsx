import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUserFragment } from '../../gql/graphql';
import { MeDocument } from '../auth/graphql/me';
import { showFailureToast, showSuccessToast } from '../shared/toaster';
import { createApolloClient } from './apolloClient';
import { clearStoredToken, readStoredToken, storeToken } from './tokenStorage';

export type SessionUser = SessionUserFragment;
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  /** 'loading' while a stored token is being checked with `me`. */
  status: SessionStatus;
  user: SessionUser | null;
  signIn: (token: string, user: SessionUser) => void;
  /** Clears the session, toasts 'Logged out' and goes to /login (spec §4). */
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for components rendered behind the session guard. */
export function useSessionUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSessionUser needs a signed-in user');
  return user;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Where GraphQL operations go; tests pass a MockLink. */
  transport?: ApolloLink;
}

/**
 * Owns the token, the signed-in user and the Apollo client, together because
 * the client's links read the token and end the session when the server no
 * longer accepts it.
 */
export function SessionProvider({ children, transport }: SessionProviderProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: SessionStatus; user: SessionUser | null }>(() => ({
    status: readStoredToken() ? 'loading' : 'anonymous',
    user: null,
  }));
  const onUnauthenticated = useRef(() => {});
  const [apolloClient] = useState(() =>
    createApolloClient({
      getToken: readStoredToken,
      onUnauthenticated: () => onUnauthenticated.current(),
      transport,
    }),
  );

  const endSession = useCallback(() => {
    clearStoredToken();
    setState({ status: 'anonymous', user: null });
    // Another person may sign in next on this browser; drop what we fetched.
    void apolloClient.clearStore();
  }, [apolloClient]);

  useEffect(() => {
    onUnauthenticated.current = () => {
      endSession();
      navigate('/login', { replace: true });
    };
  }, [endSession, navigate]);

  // Spec §4: on page load with a stored token, fetch the user's details.
  useEffect(() => {
    if (!readStoredToken()) return;
    let cancelled = false;
    apolloClient
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!cancelled && data) setState({ status: 'authenticated', user: data.me });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        showFailureToast(error, 'Failed to get user details');
        endSession();
      });
    return () => {
      cancelled = true;
    };
  }, [apolloClient, endSession]);

  const signIn = useCallback((token: string, user: SessionUser) => {
    storeToken(token);
    setState({ status: 'authenticated', user });
  }, []);

  const signOut = useCallback(() => {
    endSession();
    showSuccessToast('Logged out');
    navigate('/login', { replace: true });
  }, [endSession, navigate]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);

  return (
    <ApolloProvider client={apolloClient}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </ApolloProvider>
  );
}
