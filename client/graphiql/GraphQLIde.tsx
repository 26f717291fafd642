import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { readToken, writeToken } from './token';

const ENDPOINT = '/graphql';

const DEFAULT_QUERY = `# The admin's GraphQL API. Your token is sent for you (see the bar above).
# Ctrl+Enter runs a query; the Docs button lists every type and operation.
query Me {
  me {
    id
    name
    email
    role
  }
}
`;

interface Staff {
  name: string;
  email: string;
  role: string;
}

interface GraphQLAnswer<Data> {
  data?: Data | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

async function post<Data>(body: object, token: string | null): Promise<GraphQLAnswer<Data>> {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as GraphQLAnswer<Data>;
}

type Session = { state: 'checking' } | { state: 'anonymous'; notice?: string } | { state: 'signedIn'; staff: Staff };

/** GraphiQL with the admin's stored token, or a sign-in box when there is none. */
export function GraphQLIde() {
  const [session, setSession] = useState<Session>(() => (readToken() ? { state: 'checking' } : { state: 'anonymous' }));

  // Whose token is stored? An expired one is dropped, like the admin does.
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    post<{ me: Staff }>({ query: '{ me { name email role } }' }, token)
      .then(({ data, errors }) => {
        if (data?.me) return setSession({ state: 'signedIn', staff: data.me });
        if (errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') writeToken(null);
        setSession({ state: 'anonymous', notice: errors?.[0]?.message });
      })
      .catch(() => setSession({ state: 'anonymous', notice: 'Cannot reach the server' }));
  }, []);

  // The token is read per request, so signing in or out applies at once.
  const fetcher = useCallback<GraphiQLProps['fetcher']>(async (params, options) => {
    const token = readToken();
    const typedHeaders = (options?.headers ?? {}) as Record<string, string>;
    const hasOwnAuth = Object.keys(typedHeaders).some((name) => name.toLowerCase() === 'authorization');
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && !hasOwnAuth ? { authorization: `Bearer ${token}` } : {}),
        ...typedHeaders,
      },
      body: JSON.stringify(params),
    });
    return response.json() as ReturnType<GraphiQLProps['fetcher']>;
  }, []);

  const signedInAs = session.state === 'signedIn' ? session.staff.email : session.state;

  const signOut = () => {
    writeToken(null);
    setSession({ state: 'anonymous' });
  };

  const bar = useMemo(() => {
    if (session.state === 'checking') return <span>Checking your session…</span>;
    if (session.state === 'signedIn') {
      return (
        <>
          <span>
            Signed in as <strong>{session.staff.name}</strong> ({session.staff.email}, {session.staff.role}); your token is sent with every request.
          </span>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </>
      );
    }
    return <SignInForm notice={session.notice} onSignedIn={(staff) => setSession({ state: 'signedIn', staff })} />;
  }, [session]);

  return (
    <div className="ide">
      <header className="ide__bar" aria-label="Session">
        <a href="/dashboard" className="ide__home">
          Admin Panel
        </a>
        <h1 className="ide__title">GraphQL IDE</h1>
        <div className="ide__session">{bar}</div>
      </header>
      <main className="ide__main">
        {/* Signing in or out remounts it, so it reads the schema again with the new token. */}
        <GraphiQL key={signedInAs} fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
      </main>
    </div>
  );
}

function SignInForm({ notice, onSignedIn }: { notice?: string; onSignedIn: (staff: Staff) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState(notice);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { data, errors } = await post<{ login: { token?: string; user?: Staff; codeRequired?: boolean } }>(
        {
          query:
            'mutation Login($input: LoginInput!) { login(input: $input) { ... on LoginResult { token user { name email role } } ... on TwoFactorChallenge { codeRequired } } }',
          variables: { input: { email: email.trim(), password } },
        },
        null,
      );
      if (data?.login.codeRequired) {
        // The code step lives in the admin's sign-in page; the IDE then uses its token.
        setMessage('Your account uses two-factor sign-in: sign in to the admin, then reload this page');
      } else if (data?.login.token && data.login.user) {
        writeToken(data.login.token);
        onSignedIn(data.login.user);
      } else {
        setMessage(errors?.[0]?.message ?? 'Failed to Login');
      }
    } catch {
      setMessage('Cannot reach the server');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ide__sign-in" onSubmit={submit} aria-label="Sign in">
      <span>Not signed in: operations run as a visitor.</span>
      <label>
        Email address
        <input type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Password
        <input type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button type="submit" disabled={busy}>
        Sign in
      </button>
      {message && (
        <span role="alert" className="ide__error">
          {message}
        </span>
      )}
    </form>
  );
}
