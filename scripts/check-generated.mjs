// Fails when the committed generated files differ from what the sources give:
// the GraphQL SDL (server/schema.graphql), the client's typed documents and
// the REST facade's OpenAPI document (docs/openapi.json). Then lints the
// OpenAPI document and the GraphQL schema's descriptions.
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

// The OpenAPI document against Redocly's recommended rules (redocly.yaml): warnings fail too.
const lint = JSON.parse(
  execFileSync('npx', ['redocly', 'lint', 'docs/openapi.json', '--format=json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
);
if (lint.totals.errors || lint.totals.warnings) {
  execFileSync('npx', ['redocly', 'lint', 'docs/openapi.json', '--format=stylish'], { stdio: 'inherit' });
  console.error(`Redocly: ${lint.totals.errors} errors, ${lint.totals.warnings} warnings in docs/openapi.json`);
  process.exit(1);
}
console.log("docs/openapi.json passes Redocly's recommended rules (0 errors, 0 warnings).");

// Every GraphQL type, field, argument and enum value described (scripts/check-graphql-descriptions.mjs).
run('node', ['scripts/check-graphql-descriptions.mjs']);
