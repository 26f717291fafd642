// The shapes of the OpenAPI document that the completion reads and writes.

/** A JSON schema of the document: the keywords this file reads, typed; any other keyword kept as it is. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  description?: string;
  deprecated?: boolean;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  [keyword: string]: unknown;
}

export interface MediaType {
  schema: Schema;
  example?: unknown;
  encoding?: Record<string, { contentType: string }>;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: Schema;
  [key: string]: unknown;
}

export interface RequestBody {
  required?: boolean;
  description?: string;
  content?: Record<string, MediaType>;
}

export interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: Schema }>;
  content?: Record<string, MediaType>;
}

/** An operation of the document as @nestjs/swagger builds it (always with an operationId), and as completed here. */
export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, Response>;
  [key: string]: unknown;
}

export const ERROR_SCHEMA = 'ErrorBody';
export const EXAMPLE_UUID = '3f0c6a52-8f0e-4d5b-9a51-7c2f7d0e9b14';
export const EXAMPLE_DATE = '2026-01-14T06:30:00.000Z';
