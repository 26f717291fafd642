import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const state = globalThis.__E2E_SERVER__;
  if (!state) return;
  const exited = new Promise((resolve) => state.server.once('exit', resolve));
  state.server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  await rm(state.dataDir, { recursive: true, force: true });
}
