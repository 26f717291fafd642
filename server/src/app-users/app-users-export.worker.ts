// Runs one app users export in a worker thread of its own (started by
// app-users-export.service.ts): its database cursor, exceljs and deflate
// work and allocate here, not on the main thread that answers every other
// request, and all of it is handed back to the system when the thread ends.
// The file goes to the main thread in chunks, at most WINDOW_BYTES ahead of
// what the main thread has written to the socket, so the whole pipeline,
// from the cursor to the browser, moves at the browser's pace.
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import { isDatabaseUnavailable } from '../common/errors/database-unavailable.js';
import { yieldCpuToMainThread } from '../common/workers/worker-entry.js';
import { type ExportRow, writeWorkbook } from './app-users-export.workbook.js';

/** What the service gives the thread. */
export interface ExportJob {
  connection: pg.ClientConfig;
  /** The count and the rows of the search (appUserSqlFilter), worked out on the main thread. */
  count: ExportQuery;
  rows: ExportQuery;
  cursorBatchRows: number;
}

/** SQL with its values, as pg takes them (Prisma.Sql's text and values). */
export interface ExportQuery {
  text: string;
  values: unknown[];
}

/** What the thread tells the service, in this order: count, chunks, then done or failed. */
export type ExportMessage =
  | { type: 'count'; count: string }
  | { type: 'chunk'; data: Uint8Array }
  | { type: 'done' }
  | { type: 'failed'; message: string; code?: string; connectionFailure: boolean };
/** What the service tells the thread: these bytes reached the socket. */
export interface ExportAck {
  type: 'ack';
  bytes: number;
}
/** What the service tells the thread when the export is over for it (cancelled, failed, the server stopping). */
export interface ExportStop {
  type: 'stop';
}

/** Bytes sent to the main thread and not yet written by it to the socket. */
const WINDOW_BYTES = 1024 * 1024;
/**
 * The file's first bytes are made at the usual priority, the rest at the lowest (nice 19). A small
 * export (most are one search's worth) is then as quick on a busy machine as on an idle one: at
 * nice 19 from the start, a 9-row file took 22.8 s with every core busy (0.7 s now). A large one
 * still yields the cores to the main thread for nearly all of its work (bench:export).
 */
const FULL_PRIORITY_BYTES = 1024 * 1024;

/**
 * The rows' timestamps stay PostgreSQL's text (the connection's DateStyle is
 * ISO), formatted by formatIndiaTimestamp: pg's parse into a Date was the
 * largest single cost of a million rows (docs/performance.md, 'Exports').
 */
const TIMESTAMP_OID: number = pg.types.builtins.TIMESTAMP;
const TIMESTAMPS_AS_TEXT = {
  // Prisma's DateTime is `timestamp(3)`, without time zone, holding UTC.
  getTypeParser: (oid: number, format?: 'text' | 'binary'): ((text: string) => unknown) =>
    oid === TIMESTAMP_OID ? (text: string) => text : (pg.types.getTypeParser(oid, format) as (text: string) => unknown),
};

const port = parentPort!;
const job = workerData as ExportJob;
const send = (message: ExportMessage, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

/** The main thread's side of the pipeline: a Writable that waits for acks when WINDOW_BYTES are on their way. */
class ToMainThread extends Writable {
  private unacknowledged = 0;
  private sent = 0;
  private waiting?: () => void;

  constructor() {
    super({ highWaterMark: 256 * 1024 });
    port.on('message', (message: ExportAck | ExportStop) => {
      if (message.type !== 'ack') return;
      this.unacknowledged -= message.bytes;
      if (this.unacknowledged < WINDOW_BYTES && this.waiting) {
        const resume = this.waiting;
        this.waiting = undefined;
        resume();
      }
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    // A copy of its own to transfer: a chunk may be a slice of a pooled buffer.
    const bytes = chunk.byteLength;
    const data = new Uint8Array(bytes);
    data.set(chunk);
    // Counted from `bytes`: once transferred, `data` is detached and its byteLength is 0.
    send({ type: 'chunk', data }, [data.buffer]);
    this.unacknowledged += bytes;
    if (this.sent < FULL_PRIORITY_BYTES && this.sent + bytes >= FULL_PRIORITY_BYTES) {
      // Other staff's answers come first from here on; a large download may take a few seconds more.
      yieldCpuToMainThread(19);
    }
    this.sent += bytes;
    if (this.unacknowledged < WINDOW_BYTES) callback();
    else this.waiting = callback;
  }
}

function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return isDatabaseUnavailable(typeof code === 'string' ? code : undefined, errorText(error));
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function run() {
  let databaseFailure: Error | undefined;
  let reported = false;
  /** Tells the main thread once; it then cuts the download and stops this thread. */
  const report = (cause: unknown) => {
    if (reported) return;
    reported = true;
    send({
      type: 'failed',
      message: errorText(cause),
      code: (cause as { code?: string })?.code,
      connectionFailure: Boolean(databaseFailure) || isConnectionFailure(cause),
    });
  };
  const client = new pg.Client(job.connection);
  // Without a listener, a terminated backend (pg_terminate_backend, a restart, a failover) is an uncaught 'error'.
  // Reported at once: the writer may be waiting for the socket, and would not notice.
  client.on('error', (error) => {
    databaseFailure ??= error;
    report(error);
    rows?.destroy(error);
  });
  let rows: QueryStream | undefined;
  const ensureRunning = () => {
    if (databaseFailure) throw databaseFailure;
  };
  try {
    await client.connect();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const counted = await client.query<{ count: string }>(job.count.text, job.count.values);
    send({ type: 'count', count: counted.rows[0].count });
    rows = client.query(
      new QueryStream(job.rows.text, job.rows.values, { batchSize: job.cursorBatchRows, rowMode: 'array', types: TIMESTAMPS_AS_TEXT }),
    );
    const target = new ToMainThread();
    await writeWorkbook(target, rows as AsyncIterable<ExportRow>, ensureRunning);
    // exceljs ends the stream it writes to; the file is whole once every chunk has gone to the main thread.
    await finished(target);
    ensureRunning();
    await client.query('COMMIT');
    await client.end();
    send({ type: 'done' });
  } catch (error) {
    report(databaseFailure ?? error);
    await client.end().catch(() => undefined);
  }
}

// The service has stopped the export: the thread ends here, between two of its tasks, never inside
// one (app-users-export.service.ts, endThread). Its connection closes with it, so PostgreSQL ends the query.
port.on('message', (message: ExportAck | ExportStop) => {
  if (message.type === 'stop') process.exit(0);
});
// The port alone does not keep the thread alive: it ends once its connection has closed.
port.unref();
void run();
