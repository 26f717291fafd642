// Every error answer carries a random `requestId` (see common/logging). A test
// that does not name one in its expectation compares the rest of the object;
// a test that does name one (test/server/logging.spec.ts) compares it too.
import { expect } from '@jest/globals';
import type { Tester, TesterContext } from '@jest/expect-utils';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function withoutRequestId({ requestId: _ignored, ...rest }: Record<string, unknown>) {
  return rest;
}

expect.addEqualityTesters([
  function ignoreUnexpectedRequestId(this: TesterContext, received: unknown, expected: unknown, customTesters: Tester[]) {
    if (!isPlainObject(received) || !isPlainObject(expected)) return undefined;
    const onlyReceived = 'requestId' in received && !('requestId' in expected);
    const onlyExpected = 'requestId' in expected && !('requestId' in received);
    if (onlyReceived) return this.equals(withoutRequestId(received), expected, customTesters);
    if (onlyExpected) return this.equals(received, withoutRequestId(expected), customTesters);
    return undefined;
  },
]);
