// Fails when the committed generated files differ from what the sources give:
// the GraphQL SDL (server/schema.graphql) and the client's typed documents.
import { execFileSync } from 'node:child_process';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('node', ['dist/server/src/cli/print-schema.js']);
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
const drift = execFileSync('git', ['status', '--porcelain', '--', 'server/schema.graphql', 'client/src/gql'], {
  encoding: 'utf8',
});
if (drift.trim()) {
  console.error(`Generated files are stale or uncommitted; run \`npm run codegen\` and commit:\n${drift}`);
  process.exit(1);
}
console.log('Generated GraphQL files are up to date.');
