import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isUnauthenticated, sessionEndReason, tokenExpiresAt } from './sessionErrors';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

describe('session errors', () => {
  it('ends a session only on UNAUTHENTICATED or HTTP 401, never on a network failure or 5xx', () => {
    const unauthenticated = new CombinedGraphQLErrors({
      errors: [{ message: 'Your account is inactive. Please contact the superadmin', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(isUnauthenticated(unauthenticated)).toBe(true);
    expect(sessionEndReason(unauthenticated)).toBe('Your account is inactive. Please contact the superadmin');
    expect(
      isUnauthenticated(
        new ServerError('401', { response: new Response(null, { status: 401 }), bodyText: '{"message":"Please sign in to continue"}' }),
      ),
    ).toBe(true);
    expect(isUnauthenticated(new ServerError('503', { response: new Response(null, { status: 503 }), bodyText: 'down' }))).toBe(false);
    expect(isUnauthenticated(new TypeError('Failed to fetch'))).toBe(false);
    expect(isUnauthenticated(new CombinedGraphQLErrors({ errors: [{ message: 'Failed', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))).toBe(
      false,
    );
  });

  it("reads a token's expiry, and nothing from a token that is not a JWT", () => {
    const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'x', exp: 1_900_000_000 })}.signature`;
    expect(tokenExpiresAt(token)?.toISOString()).toBe(new Date(1_900_000_000_000).toISOString());
    expect(tokenExpiresAt('not-a-token')).toBeUndefined();
    expect(tokenExpiresAt(`${base64url({ alg: 'HS256' })}.${base64url({ sub: 'x' })}.s`)).toBeUndefined();
  });
});
