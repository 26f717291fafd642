// How the benches start the built server (npm run build first): as `npm run
// serve` starts it (its environment settings and Node flags, read from
// package.json), so every bench measures the process a deployment runs, not a
// bare `node main.js` with other memory settings; on a free port, with the
// bench's admin account, answering /adminapi/health before the bench goes on.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../prisma/postgres.mjs';
import { serveCommand } from '../scripts/serve-command.mjs';

/** The staff account every bench signs in with (the server creates it at start from ADMIN_EMAIL/ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-1' };

/**
 * `{ env, args }`: spawn(process.execPath, args, { env: { ...yours, ...env } }).
 * BENCH_NODE_ARGS adds Node flags (for example `--import ./diagnostics.mjs`).
 */
export function serverRuntime(extraNodeArgs = []) {
  const fromEnv = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(/\s+/) : [];
  const { env, args } = serveCommand();
  return { env, args: [...fromEnv, ...extraNodeArgs, ...args] };
}

/**
 * Starts the built server and waits until it answers.
 * - dataDir: its DATA_DIR (the bench's temporary folder, which the bench removes).
 * - databaseUrl: a PostgreSQL the bench started; '' (the default) lets the
 *   server start its own embedded one in DATA_DIR.
 * - env: more settings for the server; nodeArgs: more Node flags.
 * BENCH_SERVER_LOG=1 shows the server's log lines; its errors always show.
 * Returns `{ base, port, pid, signIn(), restart(), stop() }`: `signIn()` gives
 * the admin's token, `restart()` starts a fresh process on the same port and
 * data (after seeding, so memory figures start idle), `stop()` ends it.
 */
export async function startBenchServer({ dataDir, databaseUrl = '', env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const runtime = serverRuntime(nodeArgs);
  let child;
  let stopping = false;

  const stop = async () => {
    stopping = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  };

  const start = async () => {
    stopping = false;
    child = spawn(process.execPath, runtime.args, {
      env: {
        ...process.env,
        ...runtime.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        ...env,
      },
      stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    });
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`\nthe server exited during the bench (code ${code}, signal ${signal})`);
    });
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(`${base}/adminapi/health`)).ok) return;
      } catch {}
      if (child.exitCode !== null || tries > 600) throw new Error('server did not start');
      await sleep(200);
    }
  };

  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    port,
    get pid() {
      return child.pid;
    },
    async signIn() {
      const response = await fetch(`${base}/adminapi/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${body.message}`);
      return body.data.token;
    },
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}
