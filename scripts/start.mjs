// `npm start`: builds, then runs the server as a child that receives every
// signal. (`npm run build && npm run serve` went through a shell that passed
// no signal on: a SIGTERM to npm left node and its embedded PostgreSQL running.)
// npm forwards SIGTERM/SIGINT to this script; this script forwards them to
// whichever child runs, and exits with the server's own exit code.
// `npm start -- --no-build` skips the build (a build already in dist/).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveCommand } from './serve-command.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Runs a child with this terminal, passing signals on; resolves with its exit code (128 + n when a signal ended it). */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    // A SIGTERM from a supervisor (or npm passing one on) reaches only this script, so it is passed on.
    // Ctrl-C reaches the child directly as well (same process group); the server ignores the repeats.
    const forward = (signal) => child.exitCode === null && child.kill(signal);
    for (const signal of SIGNALS) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const name of SIGNALS) process.off(name, forward);
      resolve(code ?? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
    });
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!process.argv.includes('--no-build')) {
  const built = await run(npm, ['run', 'build']);
  if (built !== 0) process.exit(built);
}
// As `npm run serve` runs it (scripts/serve-command.mjs): its malloc settings and Node flags.
const serve = serveCommand();
const code = await run(process.execPath, serve.args, { ...process.env, ...serve.env });
process.exit(code);
