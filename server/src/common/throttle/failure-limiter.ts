import type { ThrottleConfig } from '../../config/app-config.js';
import { AppError } from '../errors/app-error.js';

/**
 * Counts failed attempts per key (an email, a mobile number) and per client IP
 * within a sliding window, and refuses further attempts once either is spent.
 *
 * Kept in memory: the app runs as one process. Running several instances
 * behind a balancer would need a shared store (documented in docs/security.md).
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly config: ThrottleConfig,
    private readonly describe: string,
    private readonly now: () => number = Date.now,
  ) {}

  private get windowMs() {
    return this.config.windowMinutes * 60_000;
  }

  private recent(bucket: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.failures.get(bucket) ?? []).filter((time) => time > since);
    if (times.length) this.failures.set(bucket, times);
    else this.failures.delete(bucket);
    return times;
  }

  /** Throws 429 when this key or IP has used up its failed attempts. */
  assertAllowed(key: string, ip: string): void {
    const byKey = this.recent(`key:${key}`);
    const byIp = this.recent(`ip:${ip}`);
    const blocked =
      byKey.length >= this.config.maxPerKey ? byKey : byIp.length >= this.config.maxPerIp ? byIp : null;
    if (!blocked) return;
    const retryMs = blocked[0] + this.windowMs - this.now();
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    throw AppError.tooMany(
      `Too many failed ${this.describe} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }

  recordFailure(key: string, ip: string): void {
    const time = this.now();
    for (const bucket of [`key:${key}`, `ip:${ip}`]) {
      this.failures.set(bucket, [...this.recent(bucket), time]);
    }
  }

  /** A success clears the key's count; the IP's count stays. */
  recordSuccess(key: string): void {
    this.failures.delete(`key:${key}`);
  }
}
