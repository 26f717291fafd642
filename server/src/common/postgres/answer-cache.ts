import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** The NOTIFY channel of the statement-level triggers (migration `*_answer_cache`); the payload is the table's name. */
const CHANNEL = 'answer_cache';
const MAX_ENTRIES = 64;
const RECONNECT_MS = 1_000;

/** What a read saw before its query: stored only if nothing changed meanwhile. */
export interface CacheTicket {
  epoch: number;
  versions: number[];
}

interface Entry {
  body: Buffer;
  tables: readonly string[];
}

/**
 * Ready REST answers (the serialized JSON), per route and normalized query,
 * shared by every caller allowed to read them (the guards run before, on
 * every request). Dropped across processes on any write to a table they read:
 * a statement-level trigger NOTIFYs `answer_cache` with the table's name and
 * each process LISTENs on a connection of its own. While that connection is
 * not listening (start, outage, reconnect) the cache is off and empty.
 * A read takes a ticket (the tables' versions) before its query and stores
 * its answer only if they are unchanged, so a read racing a write never
 * stores a stale answer. Writes through this process (any request other than
 * GET, HEAD or OPTIONS) also turn the cache off while they run and empty it
 * when they end, so a caller's next read sees its own write without waiting
 * for the notification. docs/decisions.md "Answer cache".
 */
@Injectable()
export class AnswerCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('AnswerCache');
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, number>();
  private bytes = 0;
  /** Bumped whenever listening starts or stops: a ticket from another epoch never stores. */
  private epoch = 0;
  private listening = false;
  private writesInFlight = 0;
  private client?: pg.Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  /** The listener was lost after listening: say so when it is back. */
  private outage = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private get enabled(): boolean {
    return this.config.database.answerCacheBytes > 0;
  }

  onModuleInit(): void {
    if (this.enabled) void this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.off();
    await this.client?.end().catch(() => undefined);
  }

  /** The stored answer, or undefined (a miss, or the cache is off). */
  get(key: string): Buffer | undefined {
    if (!this.listening || this.writesInFlight > 0) return undefined;
    return this.entries.get(key)?.body;
  }

  /** Taken before the query; undefined: do not store. */
  ticket(tables: readonly string[]): CacheTicket | undefined {
    if (!this.listening || this.writesInFlight > 0) return undefined;
    return { epoch: this.epoch, versions: tables.map((table) => this.versions.get(table) ?? 0) };
  }

  store(key: string, tables: readonly string[], ticket: CacheTicket | undefined, body: Buffer): void {
    if (!ticket || !this.listening || this.writesInFlight > 0 || ticket.epoch !== this.epoch) return;
    if (tables.some((table, index) => (this.versions.get(table) ?? 0) !== ticket.versions[index])) return;
    const limit = this.config.database.answerCacheBytes;
    if (body.length > limit) return;
    this.remove(key);
    // Oldest first (a Map keeps insertion order) until the new one fits.
    for (const oldest of this.entries.keys()) {
      if (this.bytes + body.length <= limit && this.entries.size < MAX_ENTRIES) break;
      this.remove(oldest);
    }
    this.entries.set(key, { body, tables });
    this.bytes += body.length;
  }

  /** The answer from the cache, or made by `make` (and stored when it may be). */
  async answer(key: string, tables: readonly string[], make: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.get(key);
    if (hit) return hit;
    const ticket = this.ticket(tables);
    const body = Buffer.from(JSON.stringify(await make()));
    this.store(key, tables, ticket, body);
    return body;
  }

  /** Express middleware: a write through this process turns the cache off while it runs, and empties it when it ends. */
  readonly trackWrites = (request: Request, response: Response, next: NextFunction): void => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !this.enabled) return next();
    this.writesInFlight += 1;
    this.invalidateAll();
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      this.writesInFlight -= 1;
      this.invalidateAll();
    };
    response.once('finish', end);
    response.once('close', end);
    next();
  };

  private invalidate(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tables.includes(table)) this.remove(key);
  }

  private invalidateAll(): void {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }

  private off(): void {
    this.listening = false;
    this.invalidateAll();
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.config.databaseUrl, keepAlive: true });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      const wasListening = this.listening;
      this.off();
      if (this.stopped) return;
      // One line per outage, not one per retry.
      if (wasListening) this.outage = true;
      if (wasListening) this.logger.warn(`Answer cache off until its listener reconnects: ${error?.message ?? 'connection ended'}`);
      client.end().catch(() => undefined);
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.invalidate(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (lost || this.stopped) return;
    // Writes made before LISTEN took effect were never announced: start empty, in a new epoch.
    this.invalidateAll();
    this.listening = true;
    if (this.outage) this.logger.log('Answer cache on again: its listener reconnected');
    this.outage = false;
  }
}
