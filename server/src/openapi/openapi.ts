import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config/app-config.js';
import { API_MODELS } from '../common/rest/api-route.js';
import { completeDocument } from './complete-document.js';

/** The committed OpenAPI document of the REST facade (`npm run codegen` writes it, `npm run check` compares). */
export const OPENAPI_FILE = path.join(projectRoot, 'docs', 'openapi.json');
export const OPENAPI_JSON_PATH = 'adminapi/openapi.json';
export const OPENAPI_UI_PATH = 'adminapi/docs';

/**
 * Builds the OpenAPI 3 document from the controllers and their DTOs. Property
 * types, class-validator limits and doc comments come from @nestjs/swagger's
 * compiler plugin (scripts/openapi.mjs loads its metadata first).
 */
export async function buildOpenApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  const { DocumentBuilder, SwaggerModule } = await import('@nestjs/swagger');
  const config = new DocumentBuilder()
    .setTitle('Poster App admin REST API')
    .setDescription(
      'The REST facade under /adminapi (the same services as GraphQL at /graphql). Success bodies are ' +
        '`{ message, data }` (paged lists add `totalCount`); records carry `id` and the same value as `_id`. ' +
        'Errors are `{ message, requestId }` with the HTTP status (and `field`, `messageCode` and `messageParams` when they apply). Sign in with POST /adminapi/auth/login ' +
        'and send the token as `Authorization: Bearer <token>`.\n\n' +
        // Swagger UI shows this under the title: the one visible way to the file (issue 28.4).
        `[Download the OpenAPI document](/${OPENAPI_JSON_PATH}) (JSON, OpenAPI 3) for client generators and other tools.`,
    )
    .setVersion('1')
    .setLicense('Proprietary', 'https://example.com/terms')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
    // Inputs named by @ApiRoute({ body }) (models are built from their GraphQL fields instead).
    extraModels: [...API_MODELS].filter((model) => /Input$|Args$/.test(model.name)),
  });
  // Keys sorted so the committed file diffs well.
  return sortKeys(completeDocument(app, document)) as OpenAPIObject;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Serves the committed document at /adminapi/openapi.json and Swagger UI at
 * /adminapi/docs, its files from the swagger-ui-dist package (no CDN). They
 * describe the API, so they are public, like the GraphQL schema's SDL file in
 * the repository. @nestjs/swagger (about 50 MB resident) is imported at the
 * first request for either, not at start: most processes never serve them.
 */
export function serveOpenApi(app: INestApplication): void {
  if (!existsSync(OPENAPI_FILE)) return;
  const router = express.Router();
  let ready: Promise<void> | undefined;
  const setUp = async () => {
    const { SwaggerModule } = await import('@nestjs/swagger');
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIObject;
    // SwaggerModule registers its routes on what it is given: here our router, not the started app.
    const host = {
      getHttpAdapter: () => ({
        getType: () => 'express',
        get: (route: string, handler: express.RequestHandler) => router.get(route, handler),
        getRequestUrl: (request: Request) => request.originalUrl,
      }),
      useStaticAssets: (folder: string, options: { prefix: string }) => router.use(options.prefix, express.static(folder)),
    } as unknown as INestApplication;
    SwaggerModule.setup(OPENAPI_UI_PATH, host, document, {
      useGlobalPrefix: false,
      jsonDocumentUrl: OPENAPI_JSON_PATH,
      raw: ['json'],
      customSiteTitle: 'REST API | Poster App admin',
      swaggerOptions: { persistAuthorization: true, displayRequestDuration: true, tryItOutEnabled: true },
    });
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    const { path: route } = request;
    if (route !== `/${OPENAPI_JSON_PATH}` && route !== `/${OPENAPI_UI_PATH}` && !route.startsWith(`/${OPENAPI_UI_PATH}/`)) return next();
    ready ??= setUp();
    ready.then(() => router(request, response, next), next);
  });
}
