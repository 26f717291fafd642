// `prisma generate` without network: the CLI looks for its native schema
// engine before every command, but generate does not use it; naming any
// existing file stops the download attempt.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageJson = fileURLToPath(new URL('../package.json', import.meta.url));
const result = spawnSync('npx', ['prisma', 'generate', '--no-hints'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? packageJson },
});
process.exit(result.status ?? 1);
