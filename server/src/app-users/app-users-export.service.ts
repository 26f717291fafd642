import { Inject, Injectable, Logger } from '@nestjs/common';
import type ExcelJS from 'exceljs';
import type { Response } from 'express';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { appUserSqlFilter } from './app-users.service.js';

export const EXPORT_FILE_NAME = 'users_export.xlsx';
export const EXPORT_COLUMNS = [
  'Name',
  'Mobile',
  'Occupation',
  'Type',
  'Village',
  'Taluka',
  'District',
  'Status',
  'Plan',
  'Plan ends',
  'Created At',
] as const;

/**
 * The header row's font: one that draws Gujarati as well as Latin on the
 * machines staff open the file on (docs/decisions.md 'Gujarati in the
 * exported workbook'). An xlsx cell names one font, no fallback list.
 */
export const EXPORT_HEADER_FONT = { name: 'Nirmala UI', family: 2, size: 11 } as const;
/**
 * Every data cell shares this one style object: exceljs then works out its
 * style id once per export (it remembers style objects it has seen) instead
 * of rendering a new one per cell, which made a styled export about 3.5 times
 * slower (100,000 rows: 6.4 s plain, 22.6 s with a style per cell, 6.7 s shared).
 */
const DATA_CELL_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

/** Rows between checks of the pipeline's buffers (and a turn of the event loop). */
const CHECK_EVERY_ROWS = 200;
const CURSOR_BATCH_ROWS = 1000;
/** Exports at once per process: each holds a database connection for its whole length. */
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

/** India Standard Time, UTC+05:30 all year: the export's dates are India's. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §9 formats as text, in India's time: DD/MM/YYYY and DD/MM/YYYY hh:mm a.
 * Text rather than styled date cells: exceljs's style bookkeeping per cell
 * made the export about three times slower (measured), too slow for a
 * million rows in a minute.
 */
export function formatIndiaDate(value: Date | null, withTime = false): string | null {
  if (!value) return null;
  const india = new Date(value.getTime() + INDIA_OFFSET_MS);
  const date = `${pad(india.getUTCDate())}/${pad(india.getUTCMonth() + 1)}/${india.getUTCFullYear()}`;
  if (!withTime) return date;
  const hours = india.getUTCHours();
  return `${date} ${pad(hours % 12 === 0 ? 12 : hours % 12)}:${pad(india.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

interface ExportRow {
  name: string;
  mobile: string;
  occupation: string | null;
  userType: string;
  village: string | null;
  taluka: string | null;
  district: string | null;
  status: boolean;
  subscriptionName: string | null;
  subscriptionEndDate: Date | null;
  createdAt: Date;
}

/**
 * GET /users/appusersexcel: every app user matching the search as an xlsx
 * file, streamed from a database cursor into exceljs's streaming writer, so
 * memory stays flat however many users there are. The row count goes out
 * first as X-Total-Rows (a streamed file has no Content-Length) so the
 * browser can show progress; count and rows come from one snapshot.
 *
 * The export owns its connection (a cursor holds it for the whole download,
 * which the request pool must not lend out), so it also owns its failures:
 * the connection's 'error' is handled, and whichever way an export stops (the
 * browser leaves at any moment, the backend is terminated, a timeout) its
 * slot is given back at once and its connection closed.
 */
@Injectable()
export class AppUsersExportService {
  private readonly logger = new Logger(AppUsersExportService.name);
  private running = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Exports holding a slot now. */
  get inProgress(): number {
    return this.running;
  }

  async streamTo(response: Response, search?: string): Promise<void> {
    if (this.running >= MAX_CONCURRENT_EXPORTS) {
      throw AppError.tooMany('Another export is running. Please try again when it has finished.');
    }
    this.running += 1;
    let released = false;
    let rows: QueryStream | undefined;
    let databaseFailure: Error | undefined;
    let clientGone = false;

    const client = new pg.Client({
      connectionString: this.config.databaseUrl,
      application_name: EXPORT_APPLICATION_NAME,
      statement_timeout: EXPORT_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: EXPORT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      options: `-c client_connection_check_interval=${EXPORT_CONNECTION_CHECK_MS}`,
    });
    /** Idempotent: frees the slot and closes the connection (end() cuts the socket when a statement runs, so PostgreSQL stops it). */
    const stop = () => {
      if (!released) {
        released = true;
        this.running -= 1;
      }
      rows?.destroy();
      client.end().catch(() => undefined);
    };
    // Without a listener, a terminated backend (pg_terminate_backend, a restart, a failover) is an unhandled 'error' that ends the process.
    client.on('error', (error) => {
      databaseFailure ??= error;
      stop();
      // Half a file is on its way: cutting it is how the browser learns the download failed.
      if (response.headersSent) response.destroy();
    });
    const onClose = () => {
      if (response.writableFinished) return;
      clientGone = true;
      stop();
    };
    response.on('close', onClose);
    // The browser may have gone before this handler ran (an abort within a millisecond of sending).
    if (isClosed(response)) onClose();
    const ensureRunning = () => {
      if (databaseFailure) throw databaseFailure;
      if (clientGone) throw Object.assign(new Error('the client went away'), { code: 'CLIENT_GONE' });
    };

    try {
      await client.connect();
      ensureRunning();
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      ensureRunning();
      const { where, params } = appUserSqlFilter({ search });
      const counted = await client.query<{ count: string }>(`SELECT count(*) FROM "AppUser" u ${where}`, params);
      ensureRunning();
      response.status(200);
      response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      response.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
      response.setHeader('X-Total-Rows', counted.rows[0].count);
      response.setHeader('Access-Control-Expose-Headers', 'X-Total-Rows');
      response.setHeader('Cache-Control', 'no-store');
      response.flushHeaders();

      rows = client.query(
        new QueryStream(
          `SELECT u."name", u."mobile", u."occupation", u."userType"::text AS "userType", u."village", u."taluka",
                  u."district", u."status", s."subscriptionName", u."subscriptionEndDate", u."createdAt"
           FROM "AppUser" u LEFT JOIN "Subscription" s ON s."id" = u."subscriptionId"
           ${where}
           ORDER BY u."createdAt" DESC, u."id" DESC`,
          params,
          { batchSize: CURSOR_BATCH_ROWS },
        ),
      );
      await this.writeWorkbook(response, rows, ensureRunning);
      ensureRunning();
      await client.query('COMMIT');
    } catch (error) {
      if (databaseFailure || !clientGone) {
        const cause = databaseFailure ?? error;
        if (!response.headersSent) {
          if (databaseFailure || isConnectionFailure(cause)) {
            this.logger.warn(`App users export stopped before its file began: its database connection failed (${errorText(cause)})`);
            throw AppError.databaseDown();
          }
          throw error;
        }
        this.logger.error(
          databaseFailure
            ? `App users export cut: its database connection failed (${errorText(cause)})`
            : `App users export cut: ${errorText(cause)}`,
        );
        response.destroy();
      }
      // Otherwise the browser cancelled the download: nothing to answer, nothing to log.
    } finally {
      response.off('close', onClose);
      stop();
    }
  }

  private async writeWorkbook(response: Response, rows: AsyncIterable<ExportRow>, ensureRunning: () => void) {
    // Imported on the first export, not at start: exceljs holds about 27 MB resident (issue 15).
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({
      stream: response,
      useSharedStrings: false,
      // Styles for the header row's font only (EXPORT_HEADER_FONT); data cells share DATA_CELL_STYLE.
      useStyles: true,
      // Fastest deflate: the rows are repetitive, so the file stays small anyway.
      zip: { zlib: { level: 1 } },
    });
    const sheet = workbook.addWorksheet('Users');
    sheet.columns = [
      { header: 'Name', key: 'name', width: 28 },
      { header: 'Mobile', key: 'mobile', width: 14 },
      { header: 'Occupation', key: 'occupation', width: 22 },
      { header: 'Type', key: 'userType', width: 12 },
      { header: 'Village', key: 'village', width: 18 },
      { header: 'Taluka', key: 'taluka', width: 18 },
      { header: 'District', key: 'district', width: 18 },
      { header: 'Status', key: 'status', width: 10 },
      { header: 'Plan', key: 'plan', width: 20 },
      { header: 'Plan ends', key: 'planEnds', width: 12 },
      { header: 'Created At', key: 'createdAt', width: 20 },
    ];
    sheet.getRow(1).font = EXPORT_HEADER_FONT;

    let written = 0;
    for await (const row of rows) {
      const added = sheet.addRow({
        name: row.name,
        mobile: row.mobile,
        occupation: row.occupation,
        userType: row.userType,
        village: row.village,
        taluka: row.taluka,
        district: row.district,
        status: row.status ? 'Active' : 'Inactive',
        plan: row.subscriptionName,
        planEnds: formatIndiaDate(row.subscriptionEndDate),
        createdAt: formatIndiaDate(row.createdAt, true),
      });
      added.eachCell((cell) => {
        cell.style = DATA_CELL_STYLE;
      });
      added.commit();
      written += 1;
      if (written % CHECK_EVERY_ROWS === 0) await waitForRoom(sheet, response, ensureRunning);
    }
    ensureRunning();
    sheet.commit();
    await workbook.commit();
  }
}

/**
 * Backpressure through exceljs: the sheet's buffer writes each 64 KB of XML
 * into the zip entry's stream without looking at write()'s answer, so when
 * deflate or the socket is slower than the cursor, the XML queues there
 * (500 MB per export was measured). Everything after that stream is piped
 * (deflate, zip, socket) and so honours backpressure already: waiting while
 * that stream (or the socket) holds more than ROOM_BYTES (1 MB: deflate keeps
 * working while the next rows are written) keeps the whole
 * chain bounded, and the cursor is only read as fast as the socket takes it.
 * Otherwise one turn of the event loop, so other requests are served.
 */
const ROOM_BYTES = 1024 * 1024;

async function waitForRoom(sheet: ExcelJS.Worksheet, response: Response, ensureRunning: () => void) {
  for (;;) {
    ensureRunning();
    const entryStreams = (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? [];
    const full = [...entryStreams, response].find((stream) => stream.writableLength > ROOM_BYTES && stream.writableNeedDrain);
    if (!full) return setImmediate();
    await drainOrClose(full, response);
  }
}

/** Resolves on the stream's next 'drain', or when the response closes (a stop the caller then sees). */
function drainOrClose(stream: Writable | Response, response: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      response.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    response.on('close', done);
  });
}

/** True when the connection has closed (or the response was destroyed) before the file began. */
function isClosed(response: Response): boolean {
  return response.destroyed || !response.socket || response.socket.destroyed;
}

function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  return /^08|^57P0[1-3]$|^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/.test(code) || /Connection terminated/i.test(errorText(error));
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
