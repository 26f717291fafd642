import { SetMetadata, type Type } from '@nestjs/common';

/**
 * What a REST route answers on success, for its OpenAPI description:
 * a model class (`data` is one record), `[Model]` (a list), `null`
 * (`data: null`), an inline JSON schema (`{ schema }`), or a file (`{ file }`).
 */
export type ApiData =
  | Type<unknown>
  | [Type<unknown>]
  | null
  | { oneOf: Type<unknown>[] }
  | { schema: Record<string, unknown> }
  | { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' | 'image/png'; headers?: Record<string, string> };

/** The refusals a route may answer beyond the ones derived from its shape, each with the spec's text. */
export type ApiRefusals = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429, string>>;

export interface ApiRouteOptions {
  /** One line: what the route does. */
  summary: string;
  /** A few sentences: what it takes, what it answers, its quirks. */
  description: string;
  /** The type of `data` in `{ message, data }` (or the file answered). */
  data: ApiData;
  /** The success `message` the route answers ('Success' when absent); the REST envelope reads it from here. */
  message?: string;
  /** `data` is one page of a list and `totalCount` counts all pages. */
  paged?: boolean;
  /** Refusals with their texts: 404 and 409 when the route has them, 400/429 to name the spec's text. */
  errors?: ApiRefusals;
  /** A JSON body that is one of several inputs (the older clients' /users/create for both kinds of account). */
  body?: { oneOf: Type<unknown>[] };
  /** false for the few routes that never touch the database (no 503). */
  database?: false;
  /** The @ImageUploads fields the route refuses without ('Slider Image is required'): required, at least one file. */
  requiredFiles?: string[];
  /**
   * A file field taken only when a text field has one value (a frame field's
   * image, only with type image): the body is documented as two shapes, one
   * with that value and the file, one with the other values and no file.
   */
  fileOnlyWhen?: { file: string; field: string; value: string };
  /** Body fields of which at least one is required (frame/create: `imageId` or `path`). */
  bodyOneOfRequired?: string[];
  /** Query parameters the route refuses without although their class marks them optional. */
  requiredQuery?: string[];
}

export const API_ROUTE = 'openapi:route';

/** Every model a route names, so the document builder can add them to the components. */
export const API_MODELS = new Set<Type<unknown>>();

/**
 * Describes a REST route for docs/openapi.json: summary, description, the
 * `data` of its success answer and its route-specific refusals. Security,
 * 400/401/403/413/503 answers, multipart bodies and parameter types are
 * derived from the route itself (server/src/openapi/complete-document.ts);
 * a route without this decorator fails `npm run codegen`.
 */
export const ApiRoute = (options: ApiRouteOptions) => {
  const { data } = options;
  if (typeof data === 'function') API_MODELS.add(data);
  else if (Array.isArray(data)) API_MODELS.add(data[0]);
  else if (data && 'oneOf' in data) data.oneOf.forEach((model) => API_MODELS.add(model));
  options.body?.oneOf.forEach((input) => API_MODELS.add(input));
  return SetMetadata(API_ROUTE, options);
};
