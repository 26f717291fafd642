import 'reflect-metadata';
import { SwaggerModule } from '@nestjs/swagger';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { buildOpenApiDocument, OPENAPI_FILE } from '../openapi/openapi.js';

/**
 * Writes the REST facade's OpenAPI document to docs/openapi.json (or the path
 * given). Run through scripts/openapi.mjs, which first writes the compiler
 * plugin's metadata next to this file's output. No database is touched.
 */
async function main() {
  process.env.NODE_ENV ??= 'test';
  const metadataFile = '../generated/openapi-metadata.js';
  const { default: metadata } = (await import(metadataFile)) as { default: () => Promise<PluginMetadata> };
  await SwaggerModule.loadPluginMetadata(async () => withoutResponseTypes(await metadata()));
  const config = await loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32), CLIENT_DIR: '/nonexistent' });
  const app = await createApp({ ...config, databaseUrl: 'postgresql://schema-print@127.0.0.1:1/none' });
  await app.init();
  const target = process.argv[2] ? path.resolve(process.argv[2]) : OPENAPI_FILE;
  await writeFile(target, `${JSON.stringify(await buildOpenApiDocument(app), null, 2)}\n`);
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}

type PluginMetadata = { '@nestjs/swagger'?: { controllers?: Array<[unknown, Record<string, Record<string, { type?: unknown }>>]> } };

/**
 * Handlers return their `data` (the envelope is added by EnvelopeInterceptor),
 * so the plugin reads a model as each route's answer; the answers are
 * described from `@ApiRoute` instead (describe-operation.ts), and a model the
 * plugin named first would take the place of its GraphQL-described schema.
 */
function withoutResponseTypes(metadata: PluginMetadata): PluginMetadata {
  for (const [, controllers] of metadata['@nestjs/swagger']?.controllers ?? []) {
    for (const methods of Object.values(controllers)) for (const method of Object.values(methods)) delete method.type;
  }
  return metadata;
}

void main();
