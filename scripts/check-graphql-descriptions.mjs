// Every type, field, argument, enum value, query and mutation of
// server/schema.graphql needs a description (code-first: the `description`
// of @ObjectType, @Field, @Args, registerEnumType …), and a deprecation
// needs its reason. A walk over the schema with graphql-js.
//
// Elements undescribed when this check came in are listed in
// scripts/graphql-descriptions-baseline.txt: the check fails on any other
// (new code is described) and on a listed one that now has a description
// (so the list only shrinks: delete its line). `--write-baseline` rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isIntrospectionType, isSpecifiedScalarType } from 'graphql';

const root = new URL('..', import.meta.url);
const schemaText = readFileSync(new URL('server/schema.graphql', root), 'utf8');
const baselineFile = new URL('scripts/graphql-descriptions-baseline.txt', root);
const schema = buildSchema(schemaText);

const undescribed = [];
const unexplainedDeprecations = [];
const need = (coordinate, node) => {
  if (!node.description?.trim()) undescribed.push(coordinate);
  // graphql-js fills in 'No longer supported' when @deprecated has no reason.
  if (
    node.deprecationReason === 'No longer supported' &&
    !/reason:/.test(node.astNode?.loc?.source.body.slice(node.astNode.loc.start, node.astNode.loc.end) ?? '')
  ) {
    unexplainedDeprecations.push(coordinate);
  }
};

for (const type of Object.values(schema.getTypeMap())) {
  if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
  need(type.name, type);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      need(`${type.name}.${field.name}`, field);
      for (const arg of field.args ?? []) need(`${type.name}.${field.name}(${arg.name}:)`, arg);
    }
  }
  if (isEnumType(type)) for (const value of type.getValues()) need(`${type.name}.${value.name}`, value);
}

if (process.argv.includes('--write-baseline')) {
  writeFileSync(baselineFile, `${undescribed.sort().join('\n')}\n`);
  console.log(`Wrote ${undescribed.length} undescribed elements to scripts/graphql-descriptions-baseline.txt`);
  process.exit(0);
}

const baseline = new Set(readFileSync(baselineFile, 'utf8').split('\n').filter(Boolean));
const found = new Set(undescribed);
const fresh = undescribed.filter((coordinate) => !baseline.has(coordinate));
const nowDescribed = [...baseline].filter((coordinate) => !found.has(coordinate));
const problems = [
  ...fresh.map((coordinate) => `${coordinate}: no description (add one in its decorator)`),
  ...nowDescribed.map((coordinate) => `${coordinate}: described now; delete its line from scripts/graphql-descriptions-baseline.txt`),
  ...unexplainedDeprecations.map((coordinate) => `${coordinate}: deprecated without a reason`),
];
if (problems.length) {
  console.error(`server/schema.graphql descriptions:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`GraphQL descriptions: nothing new undescribed (${baseline.size} older elements still listed in the baseline).`);
