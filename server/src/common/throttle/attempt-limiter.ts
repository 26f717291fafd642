import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { PG_POOL } from '../postgres/pool.js';
import { AppError } from '../errors/app-error.js';

/** One counter: attempts per key within a window. */
export interface LimitRule {
  /** Names the counter in the table's keys (`login-account-client:…`). */
  name: string;
  points: number;
  windowMinutes: number;
  /** What a success does to this key's count: clear it, or only give back its own attempt. */
  onSuccess: 'clear' | 'refund';
}

/**
 * Counts attempts (sign-in, pin) in PostgreSQL with rate-limiter-flexible, so
 * that every app process shares the counts and a restart keeps them.
 *
 * The attempt is reserved before the secret is checked: parallel guesses each
 * take a point first, and only those within every limit are evaluated. A
 * refused (429) attempt gives its points back, so being refused costs nothing.
 */
export class AttemptLimiter {
  private readonly limiters: RateLimiterPostgres[];

  constructor(
    pool: pg.Pool,
    private readonly rules: LimitRule[],
    private readonly describe: string,
    private readonly tableReady: () => Promise<void> = async () => {},
  ) {
    this.limiters = rules.map(
      (rule) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: THROTTLE_TABLE,
          tableCreated: true,
          keyPrefix: rule.name,
          points: rule.points,
          duration: rule.windowMinutes * 60,
        }),
    );
  }

  /**
   * Takes one attempt from each rule's key (in the rules' order), or throws
   * 429 with the minutes to wait. Call `succeeded()` on the result when the
   * secret was right; a failure needs nothing more (the attempt stays counted).
   */
  async reserve(rawKeys: string[]): Promise<{ succeeded: () => Promise<void> }> {
    // The table's keys are at most 255 characters: long ones (odd emails) go in as their hash.
    const keys = rawKeys.map((key) => (key.length > 150 ? createHash('sha256').update(key).digest('base64url') : key));
    await this.tableReady();
    // One rule after the other, in the rules' order (the narrowest key first): an attempt refused by one rule never
    // holds a point on the looser ones, so it cannot make a parallel attempt that is
    // within every limit look over one (seen as 4 of 5 allowed guesses evaluated).
    for (let index = 0; index < this.limiters.length; index += 1) {
      try {
        await this.limiters[index].consume(keys[index]);
      } catch (reason) {
        // A refusal counted its point too; a broken store (outage) may not have.
        await this.giveBack(keys, reason instanceof RateLimiterRes ? index + 1 : index);
        if (!(reason instanceof RateLimiterRes)) throw reason;
        const minutes = Math.max(1, Math.ceil(reason.msBeforeNext / 60_000));
        throw AppError.tooMany(`Too many failed ${this.describe} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
    return {
      succeeded: async () => {
        await Promise.all(
          this.limiters.map((limiter, index) =>
            this.rules[index].onSuccess === 'clear' ? limiter.delete(keys[index]) : limiter.reward(keys[index], 1),
          ),
        );
      },
    };
  }

  /** Gives back the point taken from each of the first `count` rules' keys. */
  private async giveBack(keys: string[], count: number) {
    await Promise.allSettled(this.limiters.slice(0, count).map((limiter, index) => limiter.reward(keys[index], 1)));
  }
}

export const THROTTLE_TABLE = 'throttle_attempts';

/**
 * Makes AttemptLimiters on the shared pool and creates their table: at start
 * when the database is there, else on the first attempt (so the app, and the
 * schema printer, start without a database).
 */
@Injectable()
export class AttemptLimiters implements OnModuleInit {
  private readonly logger = new Logger(AttemptLimiters.name);
  private table?: Promise<void>;

  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async onModuleInit() {
    await this.tableReady().catch((error: Error) => this.logger.warn(`The throttle table will be created on first use: ${error.message}`));
  }

  /** Creates the table once; a failure (database down) is retried by the next caller. */
  private tableReady = (): Promise<void> => {
    this.table ??= this.pool
      // rate-limiter-flexible's own layout; outside Prisma's model (no code reads it but the limiter).
      .query(`CREATE TABLE IF NOT EXISTS "${THROTTLE_TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
      .then(
        () => undefined,
        (error: { code?: string }) => {
          // Two processes creating it at once: the other one won.
          if (error.code === '23505' || error.code === '42P07') return;
          this.table = undefined;
          throw error;
        },
      );
    return this.table;
  };

  create(rules: LimitRule[], describe: string): AttemptLimiter {
    return new AttemptLimiter(this.pool, rules, describe, this.tableReady);
  }
}
