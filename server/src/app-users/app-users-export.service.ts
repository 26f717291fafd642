import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Response } from 'express';
import { Worker } from 'node:worker_threads';
import { AppError } from '../common/errors/app-error.js';
import { Metrics } from '../common/metrics/metrics.js';
import { workerEntry } from '../common/workers/worker-entry.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ServerLifecycle } from '../health/server-lifecycle.js';
import { Prisma } from '../generated/prisma/client.js';
import { appUserSqlFilter } from './app-users.service.js';
import { EXPORT_FILE_NAME } from './app-users-export.workbook.js';
import type { ExportAck, ExportJob, ExportMessage, ExportQuery, ExportStop } from './app-users-export.worker.js';

export { EXPORT_HEADER_FONT, formatIndiaDate } from './app-users-export.workbook.js';

/** The rows of the file, newest first, for a WHERE over `"AppUser" u` (appUserSqlFilter). */
function exportRowsSql(where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT u."name", u."mobile", u."occupation", u."userType"::text AS "userType", u."village", u."taluka",
                 u."district", u."status", s."subscriptionName", u."subscriptionEndDate", u."createdAt"
          FROM "AppUser" u LEFT JOIN "Subscription" s ON s."id" = u."subscriptionId"
          ${where}
          ORDER BY u."createdAt" DESC, u."id" DESC`;
}

/** A query for the thread's own pg client. */
const forPg = (query: Prisma.Sql): ExportQuery => ({ text: query.text, values: query.values });

const CURSOR_BATCH_ROWS = 1000;
/** Exports at once per process: each holds a thread and a database connection for its whole length. */
const MAX_CONCURRENT_EXPORTS = 2;
/** How the export's own connection shows in pg_stat_activity (and how tests find it). */
export const EXPORT_APPLICATION_NAME = 'poster-admin export';
/**
 * A cursor is one statement from its first fetch to the last (pg-cursor sends
 * no Sync in between), so statement_timeout bounds the whole download: ten
 * minutes, against 15-60 s for a million rows measured on two busy cores
 * (60 s cut such an export on a loaded machine). A stalled reader leaves the
 * transaction idle between fetches, and PostgreSQL ends it after a minute
 * rather than keep a snapshot open for ever.
 */
const EXPORT_STATEMENT_TIMEOUT_MS = 10 * 60_000;
const EXPORT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** PostgreSQL checks the socket during a long statement, so a dropped connection stops the count too. */
const EXPORT_CONNECTION_CHECK_MS = 1_000;
/** A connect that has not finished by then fails (a 503), rather than hold the export's slot. */
const EXPORT_CONNECT_TIMEOUT_MS = 10_000;
/**
 * The export thread's heap: exceljs, the cursor's batch and the zip stage
 * need a few tens of MB with backpressure honoured; a bound keeps a defect
 * from growing it into the server's memory (the thread fails, not the server).
 */
const EXPORT_THREAD_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };
/**
 * How long a thread asked to stop has to end itself before it is terminated.
 * It ends within an event-loop turn (its work is streamed in small tasks), so
 * the fallback is for a thread that is stuck, which none has been seen to be.
 */
const THREAD_STOP_GRACE_MS = 30_000;
/** An export asked for, or cut, while the server stops (SIGTERM): the caller may simply try again. */
export const EXPORT_SERVER_STOPPING = 'The server is restarting. Please try the export again in a minute.';

/**
 * GET /users/appusersexcel: every app user matching the search as an xlsx
 * file, streamed from a database cursor into exceljs's streaming writer, so
 * memory stays flat however many users there are. The row count goes out
 * first as X-Total-Rows (a streamed file has no Content-Length) so the
 * browser can show progress; count and rows come from one snapshot.
 *
 * Each export runs in a worker thread of its own (app-users-export.worker.ts,
 * docs/decisions.md 'The export in a thread of its own'): building and
 * deflating a million rows of XML then takes the other core, not the one
 * that answers other staff, and the memory it used goes back to the system
 * when the thread ends. Whichever way an export stops (the browser leaves at
 * any moment, the backend is terminated, a timeout) its slot is given back
 * at once and its thread, with its connection, is stopped.
 */
@Injectable()
export class AppUsersExportService implements OnModuleDestroy {
  private readonly logger = new Logger(AppUsersExportService.name);
  private readonly threads = new Set<Worker>();
  /** Every thread until it has exited, its slot given back or not: a stop waits for them. */
  private readonly exits = new Map<Worker, Promise<void>>();
  /** How to end each running export when the server stops. */
  private readonly cancels = new Map<Worker, () => void>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lifecycle: ServerLifecycle,
    metrics: Metrics,
  ) {
    metrics.gauge('exports_running', 'App user exports running (each holds a thread and a connection; others are refused, not queued)', {
      read: (gauge) => gauge.set(this.threads.size),
    });
    // At SIGTERM an export of minutes would hold the stop: each is cut at once, cleanly.
    lifecycle.stopSignal.addEventListener('abort', () => this.cancelAll(), { once: true });
  }

  /** Exports holding a slot now. */
  get inProgress(): number {
    return this.threads.size;
  }

  async streamTo(response: Response, search?: string): Promise<void> {
    if (this.lifecycle.stopping) throw new AppError('SERVICE_UNAVAILABLE', EXPORT_SERVER_STOPPING);
    if (this.threads.size >= MAX_CONCURRENT_EXPORTS) {
      throw AppError.tooMany('Another export is running. Please try again when it has finished.');
    }
    // The browser may have gone before this handler ran (an abort within a millisecond of sending).
    if (isClosed(response)) return;

    const where = appUserSqlFilter({ search });
    const job: ExportJob = {
      connection: {
        connectionString: this.config.databaseUrl,
        application_name: EXPORT_APPLICATION_NAME,
        statement_timeout: EXPORT_STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout: EXPORT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        // DateStyle ISO: the thread reads the timestamps as text in that shape (formatIndiaTimestamp).
        options: `-c client_connection_check_interval=${EXPORT_CONNECTION_CHECK_MS} -c DateStyle=ISO`,
        connectionTimeoutMillis: EXPORT_CONNECT_TIMEOUT_MS,
      },
      count: forPg(Prisma.sql`SELECT count(*) FROM "AppUser" u ${where}`),
      rows: forPg(exportRowsSql(where)),
      cursorBatchRows: CURSOR_BATCH_ROWS,
    };
    const entry = workerEntry(import.meta.url, 'app-users-export.worker');
    const thread = new Worker(entry.filename, { workerData: job, execArgv: entry.execArgv, resourceLimits: EXPORT_THREAD_LIMITS });
    this.threads.add(thread);
    const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
    this.exits.set(thread, exited);
    void exited.then(() => this.exits.delete(thread));
    /** Idempotent: frees the slot at once and has the thread end (its connection closes with it, so PostgreSQL ends the query). */
    const stop = () => {
      this.cancels.delete(thread);
      if (this.threads.delete(thread)) endThread(thread, exited);
    };

    await new Promise<void>((resolve, reject) => {
      /** Bytes written to the socket and not yet acknowledged to the thread (sent together after a 'drain'). */
      let owed = 0;
      let waitingForDrain = false;
      const acknowledge = () => {
        waitingForDrain = false;
        thread.postMessage({ type: 'ack', bytes: owed } satisfies ExportAck);
        owed = 0;
      };
      const onClose = () => {
        if (response.writableFinished) return;
        // The browser cancelled the download: nothing to answer, nothing to log.
        stop();
        resolve();
      };
      const failed = (message: string, connectionFailure: boolean) => {
        stop();
        if (!response.headersSent) {
          if (connectionFailure) {
            this.logger.warn(`App users export stopped before its file began: its database connection failed (${message})`);
            reject(AppError.databaseDown());
          } else reject(new Error(`App users export failed: ${message}`));
          return;
        }
        this.logger.error(
          connectionFailure ? `App users export cut: its database connection failed (${message})` : `App users export cut: ${message}`,
        );
        // Half a file is on its way: cutting it is how the browser learns the download failed.
        response.destroy();
        resolve();
      };
      response.on('close', onClose);
      // The server is stopping: before the file began, a 503 with a clear text; after, the download is cut
      // (no final chunk, so the browser reports a failed download rather than keep half a file).
      this.cancels.set(thread, () => {
        stop();
        response.off('close', onClose);
        if (!response.headersSent) reject(new AppError('SERVICE_UNAVAILABLE', EXPORT_SERVER_STOPPING));
        else {
          response.destroy();
          resolve();
        }
      });
      thread.on('message', (message: ExportMessage) => {
        if (!this.threads.has(thread)) return;
        switch (message.type) {
          case 'count':
            response.status(200);
            response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
            response.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
            response.setHeader('X-Total-Rows', message.count);
            response.setHeader('Access-Control-Expose-Headers', 'X-Total-Rows');
            response.setHeader('Cache-Control', 'no-store');
            response.flushHeaders();
            return;
          case 'chunk':
            owed += message.data.byteLength;
            if (response.write(Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength))) acknowledge();
            else if (!waitingForDrain) {
              waitingForDrain = true;
              response.once('drain', acknowledge);
            }
            return;
          case 'done':
            response.off('close', onClose);
            response.end();
            // Its connection is closed already: the thread is stopped, and its memory goes with it.
            stop();
            resolve();
            return;
          case 'failed':
            failed(message.message, message.connectionFailure);
            return;
        }
      });
      // An uncaught error in the thread, or its heap past EXPORT_THREAD_LIMITS.
      thread.on('error', (error) => {
        if (this.threads.has(thread)) failed(error.message, false);
      });
      thread.on('exit', () => {
        if (this.threads.has(thread)) failed('its thread ended early', false);
      });
    });
  }

  /** Ends every running export (see the cancel set in streamTo). */
  private cancelAll(): void {
    const running = [...this.cancels.values()];
    if (running.length) this.logger.log(`Stopping: ${running.length} export(s) cut; their callers are told to try again`);
    for (const cancel of running) cancel();
  }

  /** At shutdown, exports still running are cut, and the stop waits for their threads (and connections) to end. */
  async onModuleDestroy() {
    this.cancelAll();
    for (const thread of this.threads) endThread(thread, this.exits.get(thread)!);
    this.threads.clear();
    await Promise.all(this.exits.values());
  }
}

/**
 * Asks an export thread to end itself, which it does between two of its tasks
 * (app-users-export.worker.ts), and terminates it only if it has not within
 * THREAD_STOP_GRACE_MS. Not terminate() at once: that cuts the thread at
 * whatever instruction it is on, and when that is inside node:zlib's deflate
 * constructor (exceljs makes one per part of the file) Node 20 aborts the
 * whole process as it frees the thread ("close before init", node_zlib.cc).
 * CI saw it once in a cancelled download; a loop of 300 terminations of a
 * thread making deflate streams hit it in 2 runs of 6
 * (docs/decisions.md, 'The export in a thread of its own').
 */
function endThread(thread: Worker, exited: Promise<void>): void {
  thread.postMessage({ type: 'stop' } satisfies ExportStop);
  const fallback = setTimeout(() => void thread.terminate(), THREAD_STOP_GRACE_MS);
  fallback.unref();
  void exited.then(() => clearTimeout(fallback));
}

/** True when the connection has closed (or the response was destroyed) before the file began. */
function isClosed(response: Response): boolean {
  return response.destroyed || !response.socket || response.socket.destroyed;
}
