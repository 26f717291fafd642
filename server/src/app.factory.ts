import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import zlib from 'node:zlib';
import { AppModule } from './app.module.js';
import { Authenticator } from './common/auth/authenticator.js';
import { answerFor, graphqlErrorBody, restErrorBody } from './common/errors/error-answer.js';
import { appLogger, PinoNestLogger } from './common/logging/logger.js';
import { requestLogging } from './common/logging/request-logging.js';
import { graphqlTokenLimit } from './common/graphql/graphql-limits.js';
import { multipartGate, refusePersistedQueries } from './common/graphql/request-gates.js';
import { answerMethodNotAllowed } from './common/http/method-not-allowed.js';
import { refuseDeepJson, refuseMalformedText, refuseUnframedMultipart } from './common/http/request-guards.js';
import { cutSlowBodies, securityHeaders } from './common/http/web-security.js';
import { Metrics } from './common/metrics/metrics.js';
import { AnswerCache } from './common/postgres/answer-cache.js';
import { acceptLegacyIds } from './common/rest/legacy-id.js';
import type { AppConfig } from './config/app-config.js';
import { MAX_GALLERY_FILES, MAX_IMAGE_BYTES } from './images/image-rules.js';
import { serveProbes } from './health/probes.js';
import { ServerLifecycle } from './health/server-lifecycle.js';
import { FILE_STORAGE, type FileStorage } from './images/storage/file-storage.js';
import { serveOpenApi } from './openapi/openapi.js';
import { serveClient } from './web/client-pages.js';

export const API_PREFIX = 'adminapi';

/**
 * Builds the whole server on one origin: the REST facade under /adminapi,
 * GraphQL at /graphql, stored images under /uploads and the built client.
 * Used by main.ts and by the tests, so both run the same app.
 */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    // Nest's own lines go through the app's pino logger (JSON, or pretty in a terminal).
    bufferLogs: true,
  });
  app.useLogger(new PinoNestLogger(appLogger()));
  app.disable('x-powered-by');
  // No sha1 of every API answer: answers are per request and per token, so ETags would rarely save a byte.
  app.set('etag', false);
  // First, so every line of a request, and every answer, carries its request id.
  app.use(requestLogging(appLogger()));
  // Requests in flight, for a graceful stop (main.ts); then /metrics and the probes, which are not timed themselves.
  app.use(app.get(ServerLifecycle).track);
  // A write through this process empties the REST answer cache (before its handler runs, and when it ends).
  app.use(app.get(AnswerCache).trackWrites);
  const metrics = app.get(Metrics);
  app.use('/metrics', metrics.servePublic);
  serveProbes(app);
  app.use(metrics.timeRequests);
  // Behind N reverse proxies, client IPs (for throttling) come from X-Forwarded-For.
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  const storage = app.get<FileStorage>(FILE_STORAGE);
  app.use(securityHeaders(storage.imageOrigin()));
  app.use(cutSlowBodies(config.requestTimeoutMs));
  // gzip or brotli for JSON and HTML (images are compressed already; compressible() decides).
  // Answers here are made per request (the built client's files are precompressed
  // at build time), so the fastest settings: brotli quality 1 with a 256 KB
  // window costs 0.4-0.6 ms for a 120 KB list against 1.0-1.5 at the default
  // quality 4 and 4 MB window, and is still smaller than gzip's level 6
  // (docs/decisions.md, issue 15).
  app.use(
    compression({
      threshold: 1024,
      level: 1,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  // A backstop for headers and bodies that never finish (checked by Node every 30 s).
  const server = app.getHttpServer();
  // Kept-alive connections outlive a load balancer's idle timeout (60 s is common), so the balancer,
  // not the app, closes them: else a request sent on a connection the app is closing is lost.
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.requestTimeoutMs + 10_000;
  app.setGlobalPrefix(API_PREFIX);

  // Multipart framing and JSON depth are checked before any parser reads the body.
  app.use(refuseUnframedMultipart);
  app.use(express.json({ limit: '1mb', verify: refuseDeepJson }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use(refuseMalformedText);
  app.use(`/${API_PREFIX}`, acceptLegacyIds);
  // The CSRF preflight and the token before graphql-upload writes any file part to the temp folder.
  app.use('/graphql', multipartGate(app.get(Authenticator)));
  // One byte over our limits, so the image pipeline (not the parser) refuses, with the spec's texts.
  app.use('/graphql', graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES + 1, maxFiles: MAX_GALLERY_FILES + 1 }));
  app.use('/graphql', graphqlTokenLimit);
  app.use('/graphql', refusePersistedQueries);
  // Errors raised before Nest's router (bad JSON, too large) answer like all others.
  app.use((error: unknown, request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    // Nest's "no route" 404 arrives here: a known path with another method is a 405.
    if (answerMethodNotAllowed(error, request, response)) return;
    const appError = answerFor(error);
    // GraphQL callers read errors[], everyone else { message }.
    response.status(appError.status).json(request.path.startsWith('/graphql') ? graphqlErrorBody(appError) : restErrorBody(appError));
  });

  // The files themselves (local storage), or redirects to the bucket's public URL.
  app.use('/uploads', storage.uploadsHandler());
  // The REST facade's OpenAPI document and Swagger UI, offline (docs/api.md).
  serveOpenApi(app);
  serveClient(clientRouter(app), config.clientDir);
  // No enableShutdownHooks(): main.ts owns SIGINT/SIGTERM (not ready, drain requests, close the app,
  // then the database, exit 0); Nest's hooks would close the app a second time and re-raise the signal.
  return app;
}

/**
 * The built client's middleware on a router of its own, which REST requests
 * never enter: no file-system lookup for a static file on every API call.
 */
function clientRouter(app: NestExpressApplication): NestExpressApplication {
  const router = express.Router();
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith(`/${API_PREFIX}/`) || request.path === `/${API_PREFIX}`) return next();
    router(request, response, next);
  });
  return { use: (...handlers: unknown[]) => (router.use as (...args: unknown[]) => unknown)(...handlers) } as unknown as NestExpressApplication;
}
