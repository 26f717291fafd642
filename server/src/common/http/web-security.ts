import { currentRequestId } from '../logging/logger.js';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

const SELF = "'self'";

/**
 * The site's Content-Security-Policy: everything from our own origin, no
 * inline script or style (the built Blueprint, FullCalendar and Konva pages
 * run with it), images also from data: and blob: (upload previews, canvases).
 * The GraphQL IDE page sets its own, looser style policy (web/client-pages.ts).
 */
export const SITE_CSP = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  styleSrc: [SELF],
  imgSrc: [SELF, 'data:', 'blob:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  workerSrc: [SELF, 'blob:'],
  manifestSrc: [SELF],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: [SELF],
  frameAncestors: ["'none'"],
};

/** Swagger UI (experience's /adminapi/docs) writes inline styles and data: images. */
const DOCS_CSP = { ...SITE_CSP, styleSrc: [SELF, "'unsafe-inline'"] };

/**
 * Powerful browser features the admin never uses, off for our pages and
 * anything they embed: a script injected despite the CSP still cannot open
 * the camera, the microphone or ask for a location or payment. Only features
 * Chromium knows: an unknown one ('bluetooth') logged a console warning on
 * every page (issue 28.4); test/e2e/developer-surface.e2e.ts watches for it.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=(), fullscreen=(self)';

/**
 * Security headers with helmet (which sets no Permissions-Policy; we add ours), each chosen rather than defaulted:
 * no `upgrade-insecure-requests` (the app is often reached over plain HTTP on a
 * LAN), X-Frame-Options DENY, Referrer-Policy strict-origin-when-cross-origin,
 * and Strict-Transport-Security only on requests that came over HTTPS (behind a
 * proxy, `TRUST_PROXY` lets Express read X-Forwarded-Proto).
 */
export function securityHeaders(imageOrigin?: string): RequestHandler[] {
  // Images stored in a bucket load from its public URL (or CDN).
  const siteCsp = imageOrigin ? { ...SITE_CSP, imgSrc: [...SITE_CSP.imgSrc, imageOrigin] } : SITE_CSP;
  const docsCsp = { ...DOCS_CSP, imgSrc: siteCsp.imgSrc };
  const common = {
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
  };
  const site = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: siteCsp } });
  const docs = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: docsCsp } });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  return [
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
    (request: Request, response: Response, next: NextFunction) => (request.path.startsWith('/adminapi/docs') ? docs : site)(request, response, next),
    (request: Request, response: Response, next: NextFunction) => (request.secure ? hsts(request, response, next) : next()),
  ];
}

/**
 * Cuts a request whose body has not fully arrived within `timeoutMs`
 * (slowloris-style uploads): 408, then the connection is closed.
 */
export function cutSlowBodies(timeoutMs: number): RequestHandler {
  return (request, response, next) => {
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || request.complete) return next();
    const timer = setTimeout(() => {
      if (request.complete) return;
      if (!response.headersSent) {
        response.setHeader('Connection', 'close');
        response.status(408).json({ message: 'The request body took too long to arrive', requestId: currentRequestId() });
      }
      response.on('finish', () => request.destroy());
      setTimeout(() => request.destroy(), 1_000).unref();
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.once('end', clear);
    request.once('close', clear);
    next();
  };
}
