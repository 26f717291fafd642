// Applies pending migrations in a child Node process that exits when done, so
// the schema engine's WebAssembly instance (about 48 MB resident, kept for the
// life of whatever process instantiates it) never lives in the server.
// Run as a script, it is that child: it migrates the DATABASE_URL it is given
// and sends the applied names back over the IPC channel.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

/** Applies pending migrations in a short-lived child process; returns the names applied. */
export function applyMigrationsInChild(databaseUrl) {
  return new Promise((resolve, reject) => {
    const child = fork(self, [], {
      env: { ...process.env, MIGRATE_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer;
    child.on('message', (message) => (answer = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (answer?.applied) return resolve(answer.applied);
      reject(new Error(answer?.error ?? `the migration process exited with ${signal ?? `code ${code}`}`));
    });
  });
}

if (process.argv[1] === self && process.send) {
  const { applyMigrations } = await import('./engine.mjs');
  try {
    const applied = await applyMigrations(process.env.MIGRATE_DATABASE_URL);
    process.send({ applied }, () => process.exit(0));
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
}
