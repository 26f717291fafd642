import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated, sessionEndReason } from './sessionErrors';
import { createUploadLink } from './uploadLink';

export interface ApolloClientOptions {
  getToken: () => string | null;
  /**
   * The server rejected the stored token (expired, account removed or
   * deactivated); `reason` is the server's message for the login screen.
   * Never called for network failures or 5xx answers.
   */
  onUnauthenticated: (reason: string) => void;
  /** Where operations go; tests pass a MockLink. Default: HTTP to /graphql. */
  transport?: ApolloLink;
}

// Operations whose UNAUTHENTICATED answer is about the input, not the session.
const SESSIONLESS_OPERATIONS = new Set(['Login', 'VerifyTwoFactor', 'StartTwoFactorEnrolment']);

export function createApolloClient({ getToken, onUnauthenticated, transport }: ApolloClientOptions) {
  const authLink = new SetContextLink((previous) => {
    const token = getToken();
    return token ? { headers: { ...(previous.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } } : {};
  });

  const sessionErrorLink = new ErrorLink(({ error, operation }) => {
    if (!isUnauthenticated(error)) return;
    if (SESSIONLESS_OPERATIONS.has(operation.operationName ?? '') || !getToken()) return;
    onUnauthenticated(sessionEndReason(error));
  });

  return new ApolloClient({
    link: ApolloLink.from([
      sessionErrorLink,
      authLink,
      // Operations with File variables go as multipart requests with progress (uploadLink.ts).
      transport ?? ApolloLink.from([createUploadLink('/graphql'), new HttpLink({ uri: '/graphql' })]),
    ]),
    // The sign-in answers a token or a two-factor challenge (a union): fragments on them need this.
    cache: new InMemoryCache({ possibleTypes: { LoginAnswer: ['LoginResult', 'TwoFactorChallenge', 'PasswordChangeChallenge'] } }),
    defaultOptions: {
      // Lists are edited by several staff at once: show the cache, then refresh.
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
