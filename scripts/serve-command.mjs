// How the server is started in production, read from package.json's "serve"
// script: its environment settings and Node flags (malloc thresholds, the
// young generation's size, --expose-gc for the collection once quiet). `npm
// start` (scripts/start.mjs) and the benches (bench/server-runtime.mjs) start
// the server with exactly these, so they are written once; the Dockerfile
// repeats them, and test/server/deployment-files.spec.ts holds it to them.
import { readFileSync } from 'node:fs';

/** `{ env, args }`: spawn(process.execPath, args, { env: { ...yours, ...env } }) runs what `npm run serve` runs. */
export function serveCommand() {
  const serve = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.serve;
  const words = serve.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift().split('=');
    env[name] = value;
  }
  if (words.shift() !== 'node') throw new Error(`package.json "serve" should run node: ${serve}`);
  return { env, args: words };
}
