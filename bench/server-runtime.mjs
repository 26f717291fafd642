// How `npm run serve` starts the server (its environment settings and Node
// flags, read from package.json), so every bench measures the process a
// deployment runs, not a bare `node main.js` with other memory settings.
import { readFileSync } from 'node:fs';

const serve = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.serve;

/**
 * `{ env, args }`: spawn(process.execPath, args, { env: { ...yours, ...env } }).
 * BENCH_NODE_ARGS adds Node flags (for example `--import ./diagnostics.mjs`).
 */
export function serverRuntime(extraNodeArgs = []) {
  const fromEnv = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(/\s+/) : [];
  const words = serve.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift().split('=');
    env[name] = value;
  }
  if (words.shift() !== 'node') throw new Error(`package.json "serve" should run node: ${serve}`);
  return { env, args: [...fromEnv, ...extraNodeArgs, ...words] };
}
