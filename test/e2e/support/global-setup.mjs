// Starts the built server (dist/) as `npm start` would, on a fresh embedded
// PostgreSQL in a temporary DATA_DIR, with a known superadmin.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../prisma/postgres.mjs';

export const SUPERADMIN = { email: 'superadmin@example.com', password: 'Super-secret-1' };

export default async function globalSetup() {
  if (!existsSync('dist/server/src/main.js') || !existsSync('dist/client/index.html')) {
    throw new Error('Run `npm run build` before the browser tests');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/src/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: SUPERADMIN.email,
      ADMIN_PASSWORD: SUPERADMIN.password,
      SUPPORT_WHATSAPP: '919812345678',
      SUPPORT_EMAIL: 'help@example.com',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Server did not start in time:\n${output}`);
    if (await isHealthy(`${baseUrl}/adminapi/health`)) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  globalThis.__E2E_SERVER__ = { server, dataDir };
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SUPERADMIN_EMAIL = SUPERADMIN.email;
  process.env.E2E_SUPERADMIN_PASSWORD = SUPERADMIN.password;
}

/** One probe without keep-alive, so no socket outlives the setup. */
function isHealthy(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}
