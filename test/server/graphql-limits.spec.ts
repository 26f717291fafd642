// GraphQL abuse limits (graphql-armor and our own checks): what an attacker
// sends is refused early with a 400 naming the limit, the token is verified
// once per request, the schema is only shown to staff, and the admin's own
// documents (read from client/src at test time) stay well under every limit.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentNode, Kind, parse, validate } from 'graphql';
import { PG_POOL } from '../../server/src/common/postgres/pool.js';
import { GRAPHQL_ARMOR_CONFIG, GRAPHQL_LIMITS, countTokens } from '../../server/src/common/graphql/graphql-limits.js';
import { graphqlSchema } from './support/endpoint-map.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const repeat = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, index) => make(index)).join(' ');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && path.basename(entry.parentPath) === 'graphql')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `graphql(\`…\`)` document of the admin client, with the fragments each one uses. */
async function clientDocuments(): Promise<{ name: string; source: string }[]> {
  const files = await filesUnder(path.resolve('client/src'));
  const sources: { name: string; source: string }[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/graphql\(\s*`([\s\S]*?)`\s*\)/g)) sources.push({ name: path.relative('client/src', file), source: match[1] });
  }
  const fragments = new Map<string, string>();
  for (const { source } of sources) {
    for (const definition of parse(source).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, source);
    }
  }
  const withFragments = (source: string, seen = new Set<string>()): string => {
    const used = [...source.matchAll(/\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g)].map((match) => match[1]).filter((name) => name !== 'on');
    let whole = source;
    for (const name of used) {
      if (seen.has(name) || !fragments.has(name) || source.includes(`fragment ${name} `)) continue;
      seen.add(name);
      whole += `\n${withFragments(fragments.get(name)!, seen)}`;
    }
    return whole;
  };
  return sources
    .filter(({ source }) => parse(source).definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION))
    .map(({ name, source }) => ({ name, source: withFragments(source) }));
}

describe('GraphQL limits', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('admin');
    await t.prisma.category.createMany({ data: [{ categoryName: 'Diwali' }, { categoryName: 'Holi' }] });
  });
  afterAll(() => t.close());

  const errorOf = (response: { status: number; body: { errors?: { message: string; extensions?: { code?: string } }[] } }) => ({
    status: response.status,
    message: response.body.errors?.[0]?.message ?? '',
    code: response.body.errors?.[0]?.extensions?.code,
  });

  it('refuses 100 aliases of me with a 400 naming the aliases limit, before running any', async () => {
    const response = await t.graphql(`{ ${repeat(100, (index) => `a${index}: me { id }`)} }`, {}, staff);
    expect(errorOf(response)).toMatchObject({ status: 400, code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(errorOf(response).message).toMatch(/Aliases limit of 15 exceeded/);
    expect(response.body.data).toBeUndefined();
  });

  it('refuses a 3,000-alias list query by its size, and would by its cost alone', async () => {
    const huge = `{ ${repeat(3000, (index) => `c${index}: categories { id categoryName }`)} }`;
    const response = await t.graphql(huge, {}, staff);
    expect(errorOf(response)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(errorOf(response).message).toMatch(/token limit of 3000/);

    // Each limit holds on its own: with only the cost rule, the same document is still refused.
    const costOnly = new ApolloArmor({
      costLimit: GRAPHQL_ARMOR_CONFIG.costLimit,
      maxAliases: { enabled: false },
      maxDepth: { enabled: false },
      maxDirectives: { enabled: false },
      maxTokens: { enabled: false },
      blockFieldSuggestion: { enabled: false },
    }).protect().validationRules;
    const errors = validate(graphqlSchema(t.app), parse(huge), costOnly);
    expect(errors.map((error) => error.message).join('\n')).toMatch(/Query Cost limit of 5000 exceeded/);
  });

  it('refuses deep nesting, many directives and fragment bombs with 400', async () => {
    const nestedFragments = `{ me { ...F0 } } ${repeat(50, (index) => `fragment F${index} on StaffUser { id ...F${index + 1} }`)} fragment F50 on StaffUser { id }`;
    const fragments = await t.graphql(nestedFragments, {}, staff);
    expect(fragments.status).toBe(400);
    const directives = await t.graphql(`{ me { id ${repeat(40, () => '@include(if: true)')} } }`, {}, staff);
    expect(errorOf(directives)).toMatchObject({ status: 400 });
    expect(errorOf(directives).message).toMatch(/Directives limit of 30 exceeded/);
    const listLiteral = await t.graphql(`{ category(id: ${'['.repeat(20000)}${']'.repeat(20000)}) { id } }`, {}, staff);
    expect(errorOf(listLiteral)).toMatchObject({ status: 400 });
  });

  it('keeps no persisted queries: a hash, matching or not, is a 400 coded PERSISTED_QUERY_NOT_SUPPORTED, and nothing is stored', async () => {
    const query = '{ __typename }';
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const withHash = (hash: string, body: { query?: string } = {}) =>
      t
        .http()
        .post('/graphql')
        .send({ ...body, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    // A hash that does not match its query (150 fuzz findings coded INTERNAL_SERVER_ERROR before).
    expect(errorOf(await withHash(sha('something else'), { query }))).toMatchObject({ status: 400, code: 'PERSISTED_QUERY_NOT_SUPPORTED' });
    // An anonymous caller trying to store a document, then to run it by its hash alone.
    expect(errorOf(await withHash(sha(query), { query }))).toMatchObject({ status: 400, code: 'PERSISTED_QUERY_NOT_SUPPORTED' });
    expect(errorOf(await withHash(sha(query)))).toMatchObject({ status: 400, code: 'PERSISTED_QUERY_NOT_SUPPORTED' });
    // Staff too: the client sends whole documents.
    expect(errorOf(await withHash(sha(query)).set('Authorization', staff))).toMatchObject({ status: 400, code: 'PERSISTED_QUERY_NOT_SUPPORTED' });
  });

  it('verifies the token once per request, however many fields ask', async () => {
    // The token check reads the staff row (its token version and the session) from the app's pool.
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const lookups = jest.spyOn(pool, 'query');
    const response = await t.graphql(`{ ${repeat(10, (index) => `m${index}: me { id }`)} }`, {}, staff);
    expect(response.status).toBe(200);
    // The check is a named statement (a config object), other queries plain text.
    const textOf = (query: unknown) => (typeof query === 'string' ? query : ((query as { text?: string } | undefined)?.text ?? ''));
    const tokenLookups = lookups.mock.calls.filter(([query]) => /"tokenVersion"[\s\S]*FROM "StaffUser"/.test(textOf(query)));
    expect(tokenLookups).toHaveLength(1);
    lookups.mockRestore();
  });

  it('shows the schema and suggestions to signed-in staff only', async () => {
    const anonymous = await t.graphql('{ __schema { queryType { name } } }');
    expect(errorOf(anonymous)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Sign in as staff to read the schema' });
    const signedIn = await t.graphql('{ __schema { queryType { name } } }', {}, staff);
    expect(signedIn.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    const typo = '{ categoriez { id } }';
    expect(errorOf(await t.graphql(typo))).toMatchObject({ status: 400, message: 'Cannot query field "categoriez" on type "Query".' });
    expect(errorOf(await t.graphql(typo, {}, staff)).message).toMatch(/Did you mean "categories"/);
  });

  it("keeps the admin's own documents under half of every limit", async () => {
    const documents = await clientDocuments();
    expect(documents.length).toBeGreaterThan(10);
    const half = new ApolloArmor({
      ...GRAPHQL_ARMOR_CONFIG,
      maxDepth: { ...GRAPHQL_ARMOR_CONFIG.maxDepth, n: GRAPHQL_LIMITS.depth / 2 },
      maxAliases: { n: Math.floor(GRAPHQL_LIMITS.aliases / 2) },
      maxDirectives: { n: GRAPHQL_LIMITS.directives / 2 },
      costLimit: { ...GRAPHQL_ARMOR_CONFIG.costLimit, maxCost: GRAPHQL_LIMITS.cost / 2 },
    }).protect().validationRules;
    const schema = graphqlSchema(t.app);
    const problems: string[] = [];
    for (const { name, source } of documents) {
      let document: DocumentNode;
      try {
        document = parse(source);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      // Only the limits: whether each document fits the schema is the codegen check's job.
      for (const error of validate(schema, document, half)) problems.push(`${name}: ${error.message}`);
      if (countTokens(source, GRAPHQL_LIMITS.tokens) > GRAPHQL_LIMITS.tokens / 2) problems.push(`${name}: over half the token limit`);
    }
    expect(problems).toEqual([]);
  });
});
