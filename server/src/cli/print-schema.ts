import 'reflect-metadata';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig, projectRoot } from '../config/app-config.js';

/**
 * Writes the GraphQL schema, sorted, to server/schema.graphql (or the path
 * given). No database is touched: the Prisma client connects lazily.
 */
async function main() {
  process.env.NODE_ENV ??= 'test';
  const config = await loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32), CLIENT_DIR: '/nonexistent' });
  const app = await createApp({ ...config, databaseUrl: 'postgresql://schema-print@127.0.0.1:1/none' });
  await app.init();
  const schema = app.get(GraphQLSchemaHost).schema;
  const target = path.resolve(projectRoot, process.argv[2] ?? 'server/schema.graphql');
  await writeFile(target, printSchema(lexicographicSortSchema(schema)) + '\n');
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

void main();
