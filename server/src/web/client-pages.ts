import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** dist/client/routes.json, written by the client build (scripts/route-manifest.mjs). */
export interface RouteManifest {
  appName: string;
  publicPages: Array<{ path: string; title: string; description: string }>;
  notFound: { title: string; description: string };
  adminPaths: string[];
}

interface PageMeta {
  title: string;
  description: string;
}

const API_PATH = /^\/(adminapi|graphql|uploads)(\/|$)/;
const META_BLOCK = /<!--page-meta-->[\s\S]*?<!--\/page-meta-->/;

/** A router path like '/subcategories/:id' as a regular expression; case and a trailing slash are ignored, like the client's router. */
export function pathPattern(routePath: string): RegExp {
  const parts = routePath
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${parts.join('/')}/?$`, 'i');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function metaBlock({ title, description }: PageMeta): string {
  const safeTitle = escapeHtml(title);
  const safeDescription = escapeHtml(description);
  return [
    `<title>${safeTitle}</title>`,
    `<meta name="description" content="${safeDescription}" />`,
    `<meta property="og:title" content="${safeTitle}" />`,
    `<meta property="og:description" content="${safeDescription}" />`,
  ].join('\n    ');
}

/**
 * Which page a URL is, from the client's route manifest: a public page (with
 * its title and description), an admin screen, or unknown (404).
 */
export function createPageResolver(manifest: RouteManifest) {
  const withApp = (meta: PageMeta): PageMeta => ({ ...meta, title: `${meta.title} | ${manifest.appName}` });
  const publicPages = manifest.publicPages.map((page) => ({ pattern: pathPattern(page.path), meta: withApp(page) }));
  const adminPatterns = manifest.adminPaths.map(pathPattern);
  const adminMeta = withApp({ title: 'Admin Panel', description: `The ${manifest.appName} staff admin panel.` });
  return (urlPath: string): { status: 200 | 404; meta: PageMeta } => {
    const page = publicPages.find((candidate) => candidate.pattern.test(urlPath));
    if (page) return { status: 200, meta: page.meta };
    if (adminPatterns.some((pattern) => pattern.test(urlPath))) return { status: 200, meta: adminMeta };
    return { status: 404, meta: withApp(manifest.notFound) };
  };
}

function readManifest(clientDir: string): RouteManifest | undefined {
  const file = path.join(clientDir, 'routes.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteManifest) : undefined;
}

/**
 * The built client: static files (favicon, robots.txt, hashed assets), the
 * GraphQL IDE for browsers at /graphql, and index.html for every page with
 * that page's title and description in the HTML, answered 404 for URLs that
 * are neither a public page nor an admin screen.
 */
export function serveClient(app: NestExpressApplication, clientDir: string): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const manifest = readManifest(clientDir);
  const resolvePage = manifest ? createPageResolver(manifest) : undefined;

  serveGraphqlIde(app, clientDir);
  // Hashed file names never change content: cache them for a year. The build
  // wrote .br and .gz copies beside them (scripts/precompress.mjs); the one the
  // client accepts is sent as it is (brotli first), with `Vary: Accept-Encoding`,
  // and the compression middleware leaves an encoded answer alone.
  app.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, immutable: true, maxAge: '1y' },
    }),
  );
  // favicon, robots.txt; an HTML file asked for by name is revalidated like the pages below.
  app.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (response, file) => {
        if (file.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.path);
    if (!isPage || API_PATH.test(request.path)) return next();
    if (!resolvePage) return response.setHeader('Cache-Control', 'no-cache').sendFile(indexFile);
    const { status, meta } = resolvePage(request.path);
    response
      .status(status)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(indexHtml.replace(META_BLOCK, metaBlock(meta)));
  });
}

/**
 * GET /graphql from a browser (Accept: text/html) opens our GraphiQL build
 * (client/graphiql, offline, with the admin's token); every other request goes
 * on to Apollo. Apollo's own landing page, which loads from a CDN, is off.
 *
 * Note for the CSP (hardening): GraphiQL's editor sets inline styles, so this
 * page, and only this page, needs `style-src 'self' 'unsafe-inline'`; its
 * Monaco workers are same-origin files. The page's own policy is set here,
 * replacing the site-wide one for this one response.
 */
const GRAPHQL_IDE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

function serveGraphqlIde(app: NestExpressApplication, clientDir: string): void {
  const ideFile = path.join(clientDir, 'graphiql', 'index.html');
  if (!existsSync(ideFile)) return;
  app.use('/graphql', (request: Request, response: Response, next: NextFunction) => {
    const wantsPage = request.method === 'GET' && request.path === '/' && request.accepts(['application/json', 'text/html']) === 'text/html';
    if (!wantsPage) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Security-Policy', GRAPHQL_IDE_CSP);
    response.sendFile(ideFile);
  });
}
