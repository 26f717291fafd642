import { Inject, Injectable, Logger } from '@nestjs/common';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { once } from 'node:events';
import { setTimeout as nextMacrotask } from 'node:timers/promises';
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

/** Rows between macrotask yields: exceljs's writer only stays flat when the event loop gets a turn (libraries.md, Export). */
const YIELD_EVERY_ROWS = 200;
const CURSOR_BATCH_ROWS = 1000;
/** Exports at once per process: each holds a database connection for its whole length. */
const MAX_CONCURRENT_EXPORTS = 2;
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
 */
@Injectable()
export class AppUsersExportService {
  private readonly logger = new Logger(AppUsersExportService.name);
  private running = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async streamTo(response: Response, search?: string): Promise<void> {
    if (this.running >= MAX_CONCURRENT_EXPORTS) {
      throw AppError.tooMany('Another export is running. Please try again when it has finished.');
    }
    this.running += 1;
    const client = new pg.Client({ connectionString: this.config.databaseUrl });
    try {
      await client.connect();
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { where, params } = appUserSqlFilter({ search });
      const counted = await client.query<{ count: string }>(`SELECT count(*) FROM "AppUser" u ${where}`, params);
      response.status(200);
      response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      response.setHeader('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
      response.setHeader('X-Total-Rows', counted.rows[0].count);
      response.setHeader('Access-Control-Expose-Headers', 'X-Total-Rows');
      response.setHeader('Cache-Control', 'no-store');
      response.flushHeaders();

      const rows = client.query(
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
      await this.writeWorkbook(response, rows);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (!response.headersSent) throw error;
      // The file is half sent: all we can do is cut it, so the browser sees a failed download.
      if (!isClientGone(error)) this.logger.error(`App users export failed: ${String(error)}`);
      response.destroy();
    } finally {
      this.running -= 1;
      await client.end().catch(() => undefined);
    }
  }

  private async writeWorkbook(response: Response, rows: AsyncIterable<ExportRow> & { destroy(): void }) {
    let clientGone = false;
    const onClose = () => {
      if (!response.writableFinished) {
        clientGone = true;
        rows.destroy();
      }
    };
    response.on('close', onClose);
    try {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: response,
        useSharedStrings: false,
        useStyles: false,
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

      let written = 0;
      for await (const row of rows) {
        if (clientGone) break;
        sheet
          .addRow({
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
          })
          .commit();
        written += 1;
        if (written % YIELD_EVERY_ROWS === 0) {
          await nextMacrotask(0);
          // A slow reader: wait until the socket has taken what is queued.
          if (response.writableNeedDrain) await Promise.race([once(response, 'drain'), once(response, 'close')]);
        }
      }
      if (clientGone) throw Object.assign(new Error('client went away'), { code: 'CLIENT_GONE' });
      sheet.commit();
      await workbook.commit();
    } finally {
      response.off('close', onClose);
    }
  }
}

function isClientGone(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'CLIENT_GONE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET';
}
