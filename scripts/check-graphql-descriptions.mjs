// Every type, field, argument, enum value, query and mutation of
// server/schema.graphql needs a description (code-first: the `description`
// of @ObjectType, @Field, @Args, @Query, registerEnumType's valuesMap …; the
// root types get theirs in server/src/common/graphql/graphql-options.ts), and
// a deprecation needs its reason. A walk over the schema with graphql-js; it
// fails on the first undescribed element of any kind, with no baseline.
import { readFileSync } from 'node:fs';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isIntrospectionType, isSpecifiedScalarType } from 'graphql';

const root = new URL('..', import.meta.url);
const schemaText = readFileSync(new URL('server/schema.graphql', root), 'utf8');
const schema = buildSchema(schemaText);

const undescribed = [];
const unexplainedDeprecations = [];
const need = (coordinate, node) => {
  if (!node.description?.trim()) undescribed.push(coordinate);
  // graphql-js fills in 'No longer supported' when @deprecated has no reason.
  if (typeof node.deprecationReason === 'string' && !node.deprecationReason.trim()) unexplainedDeprecations.push(coordinate);
  else if (
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

const problems = [
  ...undescribed.map((coordinate) => `${coordinate}: no description (add one in its decorator)`),
  ...unexplainedDeprecations.map((coordinate) => `${coordinate}: deprecated without a reason`),
];
if (problems.length) {
  console.error(`server/schema.graphql descriptions:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('GraphQL descriptions: every type, field, argument and enum value of server/schema.graphql is described.');
