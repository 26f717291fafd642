import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error.js';
import { FailureLimiter } from './failure-limiter.js';

describe('FailureLimiter', () => {
  const config = { maxPerKey: 3, maxPerIp: 5, windowMinutes: 15 };
  function limiterAt(start = 0) {
    const clock = { now: start };
    return { clock, limiter: new FailureLimiter(config, 'login', () => clock.now) };
  }

  it('blocks a key after its failures and tells how long to wait', () => {
    const { clock, limiter } = limiterAt();
    for (let index = 0; index < 3; index += 1) {
      limiter.assertAllowed('a@example.com', '1.1.1.1');
      limiter.recordFailure('a@example.com', '1.1.1.1');
      clock.now += 60_000;
    }
    let thrown: unknown;
    try {
      limiter.assertAllowed('a@example.com', '2.2.2.2');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(429);
    // The first failure was at 0 and the window is 15 minutes; it is now minute 3.
    expect((thrown as AppError).message).toBe('Too many failed login attempts. Please try again in 12 minutes.');
    // Another key from another address is unaffected.
    expect(() => limiter.assertAllowed('b@example.com', '2.2.2.2')).not.toThrow();
  });

  it('opens again as failures leave the window', () => {
    const { clock, limiter } = limiterAt();
    for (let index = 0; index < 3; index += 1) limiter.recordFailure('k', 'ip');
    expect(() => limiter.assertAllowed('k', 'ip')).toThrow(AppError);
    clock.now += 15 * 60_000 + 1;
    expect(() => limiter.assertAllowed('k', 'ip')).not.toThrow();
  });

  it('limits an address across keys, and a success clears only the key', () => {
    const { limiter } = limiterAt();
    for (let index = 0; index < 5; index += 1) limiter.recordFailure(`user${index}`, '9.9.9.9');
    expect(() => limiter.assertAllowed('fresh', '9.9.9.9')).toThrow('Too many failed login attempts');
    limiter.recordSuccess('user0');
    expect(() => limiter.assertAllowed('fresh', '9.9.9.9')).toThrow(AppError);
    expect(() => limiter.assertAllowed('fresh', '8.8.8.8')).not.toThrow();
  });
});
