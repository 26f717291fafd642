// Fails when the committed generated files differ from what the sources give:
// the GraphQL SDL (server/schema.graphql), the client's typed documents and
// the REST facade's OpenAPI document (docs/openapi.json).
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('node', ['dist/server/src/cli/print-schema.js']);
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
run('node', ['scripts/openapi.mjs']);
const drift = execFileSync('git', ['status', '--porcelain', '--', 'server/schema.graphql', 'client/src/gql', 'docs/openapi.json'], {
  encoding: 'utf8',
});
if (drift.trim()) {
  console.error(`Generated files are stale or uncommitted; run \`npm run codegen\` and commit:\n${drift}`);
  process.exit(1);
}
console.log('Generated GraphQL and OpenAPI files are up to date.');
