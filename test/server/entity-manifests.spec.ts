// The entity manifests (shared/entities) against what they describe: the
// Prisma schema, the GraphQL schema, the REST routes and who may call them,
// and the admin's screens. Both halves derive their lists of entities from
// the manifests, so a manifest that drifts from reality fails here.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, ModulesContainer } from '@nestjs/core';
import { buildSchema, isEnumType, isObjectType } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ALL_SCREENS, ENTITIES, type EntityManifest, IMAGE_OWNERS, type StaffRole, TRASHABLE } from '../../shared/entities/index.js';
import { referencedKind } from '../../server/src/history/readable.js';
import { graphqlOperations, restRoutes } from './support/endpoint-map.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifests: readonly EntityManifest[] = ENTITIES;
const sameSet = (values: Iterable<string>) => [...new Set(values)].sort();

// ---------------------------------------------------------------- Prisma

interface PrismaField {
  name: string;
  /** Without `?` or `[]`. */
  type: string;
  attributes: string;
}

/** Models with their fields and enums with their values, read from prisma/schema.prisma. */
function prismaSchema(text: string) {
  const models = new Map<string, PrismaField[]>();
  const enums = new Map<string, string[]>();
  for (const [, kind, name, body] of text.matchAll(/^(model|enum) (\w+) \{\n([\s\S]*?)^\}/gm)) {
    const lines = body
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//') && !line.startsWith('@@'));
    if (kind === 'enum')
      enums.set(
        name,
        lines.map((line) => line.split(/\s+/)[0]),
      );
    else {
      models.set(
        name,
        lines.map((line) => {
          const [field, type, ...attributes] = line.split(/\s+/);
          return { name: field, type: type.replace(/[?[\]]/g, ''), attributes: attributes.join(' ') };
        }),
      );
    }
  }
  return { models, enums };
}

const prisma = prismaSchema(read('prisma/schema.prisma'));
const storedImage = prisma.models.get('StoredImage') ?? [];
/** StoredImage's foreign keys to its owners, with the model each names. */
const imageOwnerKeys = new Map(
  storedImage.flatMap(({ type, attributes }) => {
    const key = /@relation\(fields: \[(\w+)\]/.exec(attributes)?.[1];
    return key ? [[key, type] as const] : [];
  }),
);

/** The tables History does not record, as the latest migration that lists them says (audit_unrecorded_tables). */
const unrecordedTables = (() => {
  const dirs = readdirSync(new URL('../../prisma/migrations/', import.meta.url)).sort();
  const lists = dirs.flatMap((dir) => {
    const sql = dir.includes('.') ? '' : read(`prisma/migrations/${dir}/migration.sql`);
    return [...sql.matchAll(/FUNCTION audit_unrecorded_tables\(\)[\s\S]*?ARRAY\[([^\]]*)\]/g)].map((found) => found[1]);
  });
  return new Set((lists.at(-1) ?? '').split(',').map((name) => name.trim().replace(/'/g, '')));
})();
/** Bookkeeping History never shows by label: ids, timestamps the database keeps, and counters no form edits. */
const HISTORY_HIDDEN = new Set(['id', 'createdAt', 'updatedAt', 'tokenVersion']);
/** Recorded tables no manifest describes: their columns read as words ('requireTwoFactor' as 'Require two factor'). */
const UNDESCRIBED = new Set(['SecuritySetting']);

describe('History labels', () => {
  it('give every recorded column of every recorded table a label, unless listed as hidden', () => {
    expect(unrecordedTables.has('AuditEvent')).toBe(true);
    const missing = [...prisma.models].flatMap(([model, fields]) => {
      if (unrecordedTables.has(model) || UNDESCRIBED.has(model)) return [];
      const manifest = manifests.find((entry) => entry.model === model);
      if (!manifest) return [`${model}: no manifest`];
      return fields
        .filter(({ name, type }) => !prisma.models.has(type) && !HISTORY_HIDDEN.has(name))
        .filter(({ name }) => !manifest.fields?.[name] && !referencedKind(name))
        .map(({ name }) => `${model}.${name}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('entity manifests against the Prisma schema', () => {
  it('name models that exist, once each', () => {
    expect(manifests.filter(({ model }) => !prisma.models.has(model)).map(({ model }) => model)).toEqual([]);
    expect(sameSet(manifests.map(({ model }) => model)).length).toBe(manifests.length);
    expect(sameSet(manifests.map(({ key }) => key)).length).toBe(manifests.length);
  });

  it('list as unique exactly the fields the model declares @unique', () => {
    const wrong = manifests.flatMap(({ model, unique = [] }) => {
      const declared = (prisma.models.get(model) ?? []).filter(({ attributes }) => /@unique\b/.test(attributes)).map(({ name }) => name);
      return sameSet(declared).join() === sameSet(unique).join()
        ? []
        : [`${model}: manifest [${unique.join(', ')}], schema [${declared.join(', ')}]`];
    });
    expect(wrong).toEqual([]);
  });

  it("hold TrashKind's values as their trash kinds, one entity each", () => {
    const kinds = TRASHABLE.map(({ trash }) => trash.kind);
    expect(sameSet(kinds)).toEqual(sameSet(prisma.enums.get('TrashKind') ?? []));
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('give each image owner its StoredImage foreign key, and every key has exactly one owner', () => {
    const owners = IMAGE_OWNERS.map(({ model, images }) => `${images.ownerKey} -> ${model}`);
    expect(sameSet(owners)).toEqual(sameSet([...imageOwnerKeys].map(([key, model]) => `${key} -> ${model}`)));
    expect(new Set(owners).size).toBe(owners.length);
    expect(imageOwnerKeys.size).toBeGreaterThan(0);
  });

  it('hold every ImageKind value in exactly one manifest', () => {
    const kinds = IMAGE_OWNERS.flatMap(({ images }) => Object.keys(images.kinds));
    expect(sameSet(kinds)).toEqual(sameSet(prisma.enums.get('ImageKind') ?? []));
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(
      IMAGE_OWNERS.flatMap(({ model, images }) =>
        Object.values(images.kinds)
          .filter((most) => !(most >= 1))
          .map(() => model),
      ),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------- GraphQL

describe('entity manifests against the GraphQL schema', () => {
  const schema = buildSchema(read('server/schema.graphql'));

  it('name object types of server/schema.graphql', () => {
    const missing = manifests.filter(({ graphqlType }) => graphqlType && !isObjectType(schema.getType(graphqlType)));
    expect(missing.map(({ model, graphqlType }) => `${model}: ${graphqlType}`)).toEqual([]);
  });

  it("describe TrashKind's values as the schema does", () => {
    const trashKind = schema.getType('TrashKind');
    if (!isEnumType(trashKind)) throw new Error('TrashKind is not an enum of server/schema.graphql');
    expect(Object.fromEntries(trashKind.getValues().map(({ name, description }) => [name, description]))).toEqual(
      Object.fromEntries(TRASHABLE.map(({ trash }) => [trash.kind, trash.description])),
    );
  });
});

// ---------------------------------------------------------------- REST, GraphQL operations and roles

const policyOf = (roles: readonly StaffRole[]) => [...roles].sort().join(', ');
const isRest = (key: string) => /^[A-Z]+ \//.test(key);
const pascal = (words: string) => words.replace(/(?:^|\s)(\w)/g, (_match, letter: string) => letter.toUpperCase());
const camel = (words: string) => pascal(words).replace(/^\w/, (letter) => letter.toLowerCase());

/**
 * The routes and operations that read, create and delete an entity, by the
 * API's naming: `GET /adminapi/<path>`, `POST …/create`, `DELETE …/delete`;
 * `Query.<its many>`, `Mutation.create<its one or GraphQL type>`, `Mutation.delete…`
 * ('theme samples' → themeSamples, 'admin user' → createAdminUser, SubscriptionPlan → deleteSubscriptionPlan).
 */
function accessRoutes(entity: EntityManifest): Record<'read' | 'write' | 'delete', string[]> {
  const base = entity.rest ? `/adminapi/${entity.rest.path}` : undefined;
  const types = sameSet([pascal(entity.nouns[0]), ...(entity.graphqlType ? [entity.graphqlType] : [])]);
  return {
    read: [...(base ? [`GET ${base}`] : []), `Query.${camel(entity.nouns[1])}`],
    write: [...(base ? [`POST ${base}/create`] : []), ...types.map((type) => `Mutation.create${type}`)],
    delete: [...(base ? [`DELETE ${base}/delete`] : []), ...types.map((type) => `Mutation.delete${type}`)],
  };
}

describe('entity manifests against the running API', () => {
  let t: TestApp;
  /** Route or operation key to its policy ('admin, employee, superadmin', 'public'). */
  let policies: Map<string, string>;
  /** REST route key to its OpenAPI tags. */
  const tags = new Map<string, string[]>();
  let controllerPaths: Set<string>;

  beforeAll(async () => {
    t = await createTestApp();
    policies = new Map([...restRoutes(t.app), ...graphqlOperations(t.app)].map(({ key, policy }) => [key, policy]));
    const document = JSON.parse(read('docs/openapi.json')) as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        tags.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, operation.tags ?? []);
      }
    }
    const discovery = new DiscoveryService(t.app.get(ModulesContainer));
    controllerPaths = new Set(
      discovery.getControllers().flatMap(({ metatype }) => (metatype ? [String(Reflect.getMetadata(PATH_METADATA, metatype))] : [])),
    );
  });
  afterAll(() => t.close());

  it('name a controller path under /adminapi whose routes carry their OpenAPI tag', () => {
    const wrong = manifests.flatMap(({ model, rest }) => {
      if (!rest) return [];
      if (!controllerPaths.has(rest.path)) return [`${model}: no controller at /adminapi/${rest.path}`];
      const tagged = [...policies.keys()].filter(
        (key) => isRest(key) && `${key.split(' ')[1]}/`.startsWith(`/adminapi/${rest.path}/`) && tags.get(key)?.includes(rest.tag),
      );
      return tagged.length ? [] : [`${model}: no route under /adminapi/${rest.path} is tagged '${rest.tag}'`];
    });
    expect(wrong).toEqual([]);
  });

  it('let read, write and delete exactly the roles the server allows on its list, create and delete routes', () => {
    const wrong: string[] = [];
    for (const entity of manifests) {
      const { model, access, rest } = entity;
      if (!access) continue;
      for (const [action, candidates] of Object.entries(accessRoutes(entity)) as Array<['read' | 'write' | 'delete', string[]]>) {
        const found = candidates.filter(
          // A REST route counts when it is the entity's (its tag), not a neighbour's on a shared path ('users').
          (key) => policies.has(key) && (!isRest(key) || (rest && tags.get(key)?.includes(rest.tag))),
        );
        if (!found.length) wrong.push(`${model} ${action}: none of ${candidates.join(', ')} exists`);
        for (const key of found) {
          const expected = policyOf(access[action]);
          if (policies.get(key) !== expected) wrong.push(`${model} ${action}: ${key} allows ${policies.get(key)}, the manifest ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------- screens

/** The paths a client file names in quotes. */
const pathsNamedIn = (path: string) => sameSet([...read(path).matchAll(/'(\/[^']*)'/g)].map(([, value]) => value));

describe("entity manifests against the admin's screens", () => {
  const paths = ALL_SCREENS.map(({ path }) => path);
  const ids = ALL_SCREENS.map(({ id }) => id);

  it('give each screen its own id and path', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('are the screens the registry draws: a `<screen id>.resource.tsx` config or a page in PAGE_COMPONENTS (client/src/admin/app/resources.ts)', () => {
    const pages = /PAGE_COMPONENTS\b[^=]*=\s*\{([\s\S]*?)\n\};/.exec(read('client/src/admin/app/resources.ts'))?.[1] ?? '';
    const drawnByPage = [...pages.matchAll(/^\s+(\w+):/gm)].map(([, id]) => id);
    const drawnByConfig = readdirSync(new URL('../../client/src/admin', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.resource.tsx'))
      .map((file) => basename(file, '.resource.tsx'));
    expect(sameSet([...drawnByPage, ...drawnByConfig])).toEqual(sameSet(ids));
  });

  it("are the paths the admin answers (adminPaths.ts) and its screens' (screens.ts), where those list them by hand", () => {
    // Each file lists the screens' paths by hand, or takes the manifests' and names none.
    for (const file of ['client/src/admin/core/adminPaths.ts', 'client/src/admin/core/screens.ts']) {
      const named = pathsNamedIn(file).filter((path) => !['/login', '/admin', '/admin/reset-password'].includes(path)); // the pages before sign-in
      expect({ file, paths: named.length ? named : sameSet(paths) }).toEqual({ file, paths: sameSet(paths) });
    }
  });

  it("let open an entity's list screen the roles that may read it", () => {
    const wrong = manifests.flatMap(({ model, access, screens }) => {
      const list = screens?.[0];
      if (!access || !list) return [];
      return policyOf(list.roles) === policyOf(access.read)
        ? []
        : [`${model}: ${list.id} opens for ${policyOf(list.roles)}, reads ${policyOf(access.read)}`];
    });
    expect(wrong).toEqual([]);
  });
});
