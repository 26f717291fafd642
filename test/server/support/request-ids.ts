// Every error answer carries a random `requestId` (see common/logging), and a
// refusal the catalogue knows carries its `messageCode` and `messageParams`
// (shared/refusals.ts). A test that does not name them in its expectation
// compares the rest of the object; a test that does name one
// (test/server/logging.spec.ts, refusals.spec.ts) compares it too.
import { expect } from '@jest/globals';
import type { Tester, TesterContext } from '@jest/expect-utils';

const IGNORED_UNLESS_NAMED = ['requestId', 'messageCode', 'messageParams'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function without(object: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

expect.addEqualityTesters([
  function ignoreUnexpectedRequestId(this: TesterContext, received: unknown, expected: unknown, customTesters: Tester[]) {
    if (!isPlainObject(received) || !isPlainObject(expected)) return undefined;
    const onlyReceived = IGNORED_UNLESS_NAMED.filter((key) => key in received && !(key in expected));
    // A code a test names must be there; a request id it names may be absent (an answer from before the request had one).
    const onlyExpected = ['requestId'].filter((key) => key in expected && !(key in received));
    if (onlyReceived.length) return this.equals(without(received, onlyReceived), expected, customTesters);
    if (onlyExpected.length) return this.equals(received, without(expected, onlyExpected), customTesters);
    return undefined;
  },
]);
