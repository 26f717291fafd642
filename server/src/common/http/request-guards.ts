import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.js';

/** Deeper JSON than any of our inputs needs; refused before JSON.parse sees it. */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const BAD_TEXT = 'Text must not contain NUL characters or invalid Unicode';
export const NO_BOUNDARY = 'Multipart request without a boundary';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The `verify` hook of express.json: one pass over the raw bytes that counts
 * nesting outside strings, so a 2,000-deep body never reaches the parser (or
 * the recursive transformers after it).
 */
export function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth += 1;
      // A plain error with a status: body-parser answers with it (it cannot set an AppError's status).
      if (depth > MAX_JSON_DEPTH) throw Object.assign(new Error(TOO_DEEP), { status: 400, type: 'entity.too.deep' });
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
}

// A NUL, or half of a surrogate pair: PostgreSQL refuses the first and would
// silently store U+FFFD for the second.
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
const MALFORMED_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isMalformedText(text: string): boolean {
  return MALFORMED_TEXT.test(text);
}

/** True when any string (or key) in a parsed body or query is malformed text. */
export function containsMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isMalformedText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH + 2) return false;
  if (Array.isArray(value)) return value.some((item) => containsMalformedText(item, depth + 1));
  for (const [key, inner] of Object.entries(value)) {
    if (isMalformedText(key) || containsMalformedText(inner, depth + 1)) return true;
  }
  return false;
}

/** After the body parsers: refuse NULs and lone surrogates in the body, query and path. */
export function refuseMalformedText(request: Request, _response: Response, next: NextFunction) {
  let path = request.path;
  try {
    path = decodeURIComponent(path);
  } catch {
    return next(AppError.badInput('Malformed URL'));
  }
  if (isMalformedText(path) || containsMalformedText(request.query) || containsMalformedText(request.body)) {
    return next(AppError.badInput(BAD_TEXT));
  }
  next();
}

/**
 * Multipart framing, checked before a multipart parser waits on the body: a
 * multipart request without a boundary can never be read (graphql-upload would
 * wait for it forever).
 */
export function refuseUnframedMultipart(request: Request, _response: Response, next: NextFunction) {
  const type = request.headers['content-type'];
  if (type && /^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) {
    return next(AppError.badInput(NO_BOUNDARY));
  }
  next();
}
