import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { INDIA_UTC_OFFSET_MINUTES } from '../../../shared/india-day.js';
import { userTypeLabel } from '../../../shared/user-types.js';

/**
 * The export's file, row by row: what the export worker
 * (app-users-export.worker.ts) writes. Nothing here knows about Nest or HTTP.
 */

export const EXPORT_FILE_NAME = 'users_export.xlsx';

/**
 * The header row's font: one that draws Gujarati as well as Latin on the
 * machines staff open the file on (docs/decisions.md 'Gujarati in the
 * exported workbook'). An xlsx cell names one font, no fallback list.
 */
export const EXPORT_HEADER_FONT = { name: 'Nirmala UI', family: 2, size: 11 } as const;
/** Rows between checks of the pipeline's buffers (and a turn of the event loop). */
const CHECK_EVERY_ROWS = 200;

/** The export's dates are India's (one offset all year). */
const INDIA_OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * 60 * 1000;
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

/** `YYYY-MM-DD HH:MM:SS[.fff]`: a timestamp without time zone as PostgreSQL writes it with DateStyle ISO. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

/** The number written by the digits of `text` from `start` to `end`. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

/**
 * formatIndiaDate for a UTC timestamp as PostgreSQL's text (the export reads
 * them unparsed): read by position, about six times cheaper than pg's own
 * parse into a Date, which took about 2 s of a million rows' export
 * (docs/performance.md, 'Exports'). Any other shape is parsed as a date.
 */
export function formatIndiaTimestamp(text: string | null, withTime = false): string | null {
  if (text === null) return null;
  if (!ISO_TIMESTAMP.test(text)) return formatIndiaDate(new Date(`${text}Z`), withTime);
  const moment = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads the years 0-99 as 1900-1999.
  moment.setUTCFullYear(digits(text, 0, 4), digits(text, 5, 7) - 1, digits(text, 8, 10));
  moment.setUTCHours(digits(text, 11, 13), digits(text, 14, 16));
  return formatIndiaDate(moment, withTime);
}

/** Column letters of the export's cells, A to K. */
const COLUMN_LETTERS = 'ABCDEFGHIJK';

/** One data row as exceljs writes it (worksheet-writer's row and cell xforms, strings only). */
function rowXml(rowNumber: number, values: (string | null)[]): string {
  let xml = `<row r="${rowNumber}" spans="1:${values.length}" x14ac:dyDescent="0.25">`;
  for (let column = 0; column < values.length; column += 1) {
    const value = values[column];
    if (value !== null) xml += `<c r="${COLUMN_LETTERS[column]}${rowNumber}" t="str"><v>${xmlText(value)}</v></c>`;
  }
  return `${xml}</row>`;
}

/** Characters exceljs escapes, and the control characters XML 1.0 cannot hold, which it drops (utils.xmlEncode). */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const XML_SPECIAL = /["&'<>\x7F\x00-\x08\x0B\x0C\x0E-\x1F]/;
const XML_SPECIALS = new RegExp(XML_SPECIAL.source, 'g');
const XML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&apos;', '<': '&lt;', '>': '&gt;' };

function xmlText(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (character) => XML_ESCAPES[character] ?? '') : text;
}

/**
 * One user's row as the export's query selects it (exportRowsSql), read by
 * pg as an array: its timestamps are PostgreSQL's text in UTC, unparsed.
 */
export type ExportRow = [
  name: string,
  mobile: string,
  occupation: string | null,
  userType: string,
  village: string | null,
  taluka: string | null,
  district: string | null,
  status: boolean,
  subscriptionName: string | null,
  subscriptionEndDate: string | null,
  createdAt: string,
];

/**
 * Writes the workbook for `rows` into `target`, reading the next rows only as
 * fast as `target` takes the file. `ensureRunning` throws when the export
 * must stop (its database connection failed).
 */
export async function writeWorkbook(target: Writable, rows: AsyncIterable<ExportRow>, ensureRunning: () => void): Promise<void> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: target,
    useSharedStrings: false,
    // Styles for the header row's font only (EXPORT_HEADER_FONT); data cells have none.
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
  const header = sheet.getRow(1);
  header.font = EXPORT_HEADER_FONT;
  // Written now: the columns, <sheetData> and the styled header, through exceljs.
  header.commit();

  // The data rows are written as XML straight into the sheet's stream, the very XML exceljs writes for
  // them (a string cell, t="str", per value; no cell for a null; no style id), without its Row and Cell
  // objects, per-cell style lookup and XML builder, which cost about 27 µs a row (a million rows: most
  // of the export's CPU time; docs/performance.md, 'Exports').
  const entry = (sheet as unknown as { stream: { write(xml: string): unknown } }).stream;
  let rowNumber = 1;
  let xml = '';
  for await (const [name, mobile, occupation, userType, village, taluka, district, status, plan, planEnds, createdAt] of rows) {
    rowNumber += 1;
    xml += rowXml(rowNumber, [
      name,
      mobile,
      occupation,
      userTypeLabel(userType),
      village,
      taluka,
      district,
      status ? 'Active' : 'Inactive',
      plan,
      formatIndiaTimestamp(planEnds),
      formatIndiaTimestamp(createdAt, true),
    ]);
    if ((rowNumber - 1) % CHECK_EVERY_ROWS === 0) {
      entry.write(xml);
      xml = '';
      await waitForRoom(sheet, target, ensureRunning);
    }
  }
  if (xml) entry.write(xml);
  ensureRunning();
  sheet.commit();
  await workbook.commit();
}

/**
 * Backpressure through exceljs: the sheet's buffer writes each 64 KB of XML
 * into the zip entry's stream without looking at write()'s answer, so when
 * deflate or the target is slower than the cursor, the XML queues there
 * (500 MB per export was measured). That stream is a PassThrough of the
 * readable-stream 2 package (archiver's), which has no `writableLength`, so
 * what it holds is read from its states: written and not yet transformed,
 * plus transformed and not yet read by deflate (checking `writableLength`
 * alone saw nothing, and about 200 bytes per row piled up there). Everything
 * after it (deflate, zip, target) is piped and honours backpressure already:
 * waiting while that stream (or the target) holds more than ROOM_BYTES (1 MB:
 * deflate keeps working while the next rows are written) keeps the whole
 * chain bounded, and the cursor is only read as fast as the target takes it.
 * Otherwise one turn of the event loop, so the thread's messages are handled.
 */
const ROOM_BYTES = 1024 * 1024;
/** A stream that holds too much is looked at again after its 'drain', or this long at most. */
const RECHECK_MS = 20;

interface StreamStates {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
}

/** Bytes a stream holds, written or waiting to be read: Node's streams and readable-stream 2 keep both in their states. */
function heldBytes(stream: Writable): number {
  const { _writableState, _readableState } = stream as unknown as StreamStates;
  return (_writableState?.length ?? 0) + (_readableState?.length ?? 0);
}

async function waitForRoom(sheet: ExcelJS.Worksheet, target: Writable, ensureRunning: () => void) {
  for (;;) {
    ensureRunning();
    const entryStreams = (sheet as unknown as { stream: { pipes?: Writable[] } }).stream.pipes ?? [];
    const full = [...entryStreams, target].find((stream) => heldBytes(stream) > ROOM_BYTES);
    if (!full) return setImmediate();
    await drainOrClose(full, target);
  }
}

/** Resolves on the stream's next 'drain', when the target closes (a stop the caller then sees), or after RECHECK_MS. */
function drainOrClose(stream: Writable, target: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stream.off('drain', done);
      target.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, RECHECK_MS);
    stream.on('drain', done);
    target.on('close', done);
  });
}
