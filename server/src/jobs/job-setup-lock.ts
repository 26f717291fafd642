import pg from 'pg';

/** An advisory lock key of our own: "pgboss setup". */
const JOB_SETUP_LOCK = 7_342_001;

/**
 * Runs pg-boss's start-up (its schema check or install, createQueue, schedule)
 * while holding one PostgreSQL advisory lock, so that several app processes
 * starting at once (and the two queues of each) set up one after another.
 * Started side by side they deadlocked in PostgreSQL now and then, and the
 * process that lost kept no notification queue for its whole life.
 */
export async function whileHoldingJobSetupLock<T>(databaseUrl: string | undefined, setUp: () => Promise<T>): Promise<T> {
  // No database (the schema printer): pg-boss's own start reports it.
  if (!databaseUrl) return setUp();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'poster-admin-jobs-setup' });
  // A dropped connection releases the lock; the set-up itself reports its own failure.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [JOB_SETUP_LOCK]);
    return await setUp();
  } finally {
    await client.end().catch(() => undefined);
  }
}
