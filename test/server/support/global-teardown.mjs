import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const embedded = globalThis.__EMBEDDED_PG__;
  if (!embedded) return;
  await embedded.server.stop();
  await rm(embedded.dataDir, { recursive: true, force: true });
}
