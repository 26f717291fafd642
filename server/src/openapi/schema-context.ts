import type { Type } from '@nestjs/common';
import { GraphQLISODateTime } from '@nestjs/graphql';
import { TypeMetadataStorage } from '@nestjs/graphql/dist/schema-builder/storages/type-metadata.storage.js';
import type { ClassMetadata, EnumMetadata, PropertyMetadata } from '@nestjs/graphql/dist/schema-builder/metadata/index.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLInt, GraphQLString } from 'graphql';
import { RANGE_METADATA } from '../common/dto/number-fields.js';
import { ERROR_SCHEMA, EXAMPLE_DATE, EXAMPLE_UUID, type Schema } from './document-types.js';

/** GraphQL metadata of the app's DTO and model classes, and the component schemas built from them. */
export class SchemaContext {
  /** Keyed by class (ClassMetadata.target). */
  private readonly byTarget = new Map<object, ClassMetadata>();
  private readonly objectTypes = new Set<object>();
  private readonly enums = new Map<object, { name: string; values: string[]; description?: string }>();

  constructor(private readonly document: OpenAPIObject) {
    for (const metadata of TypeMetadataStorage.getInputTypesMetadata()) this.byTarget.set(metadata.target, metadata);
    for (const metadata of TypeMetadataStorage.getArgumentsMetadata()) this.byTarget.set(metadata.target, metadata);
    for (const metadata of TypeMetadataStorage.getObjectTypesMetadata()) {
      this.byTarget.set(metadata.target, metadata);
      this.objectTypes.add(metadata.target);
    }
    for (const metadata of TypeMetadataStorage.getEnumsMetadata() as EnumMetadata<object>[]) {
      this.enums.set(metadata.ref, {
        name: metadata.name,
        values: Object.values(metadata.ref as Record<string, string>),
        description: metadata.description,
      });
    }
  }

  private get schemas(): Record<string, Schema> {
    this.document.components ??= {};
    return (this.document.components.schemas ??= {}) as Record<string, Schema>;
  }

  /** The GraphQL fields of a class, its parents' included. */
  properties(target: object): PropertyMetadata[] {
    const found = new Map<string, PropertyMetadata>();
    for (let current: object | null = target; current && current !== Object; current = prototypeOf(current)) {
      for (const property of this.byTarget.get(current)?.properties ?? []) if (!found.has(property.name)) found.set(property.name, property);
    }
    return [...found.values()];
  }

  propertyOf(target: object, name: string): PropertyMetadata | undefined {
    return this.properties(target).find((property) => property.name === name);
  }

  bodyFields(bodyClass: Type<unknown> | undefined): string[] {
    return bodyClass ? this.properties(bodyClass).map((property) => property.name) : [];
  }

  /** The component name of a model (its GraphQL name) or input (its class name), built when first named. */
  refTo(target: Type<unknown>): Schema {
    const name = this.objectTypes.has(target) ? this.byTarget.get(target)!.name : target.name;
    if (!this.schemas[name]) {
      if (!this.objectTypes.has(target)) throw new Error(`No schema for ${target.name}: not a GraphQL type, and not in the plugin's DTO files`);
      this.schemas[name] = {}; // taken before the walk: models may refer to themselves
      this.schemas[name] = this.modelSchema(target);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** A response model, all from its GraphQL fields; records get `_id` beside `id`. */
  private modelSchema(target: Type<unknown>): Schema {
    const metadata = this.byTarget.get(target)!;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.properties(target)) {
      // @ResolveField()s (e.g. Frame.renderWidth) are GraphQL-only: they have no property on the model class.
      if (!Reflect.hasMetadata('design:type', target.prototype as object, property.name) && property.methodArgs?.length === 0) continue;
      const nullable = Boolean(property.options.nullable);
      let schema = this.typeSchema(property, 'output');
      if (nullable) schema = schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
      if (property.description) schema.description = property.description;
      if (property.deprecationReason) schema.deprecated = true;
      properties[property.name] = schema;
      required.push(property.name);
    }
    if (properties.id) {
      properties._id = { ...properties.id, description: 'The same as `id`, for older clients' };
      required.push('_id');
    }
    return { type: 'object', ...(metadata.description ? { description: metadata.description } : {}), required, properties };
  }

  private typeSchema(property: PropertyMetadata, direction: 'input' | 'output'): Schema {
    const reference = property.typeFn();
    let schema = this.scalarOrRef(reference, property.name, direction);
    for (let depth = property.options.isArray ? (property.options.arrayDepth ?? 1) : 0; depth > 0; depth--) {
      schema = { type: 'array', items: schema };
    }
    return schema;
  }

  private scalarOrRef(reference: unknown, name: string, direction: 'input' | 'output'): Schema {
    if (reference === GraphQLInt) return { type: 'integer', example: 1 };
    if (reference === GraphQLFloat || reference === Number) return { type: 'number', example: 1.5 };
    if (reference === GraphQLID) return { type: 'string', format: 'uuid', example: EXAMPLE_UUID };
    if (reference === GraphQLString || reference === String) return { type: 'string', example: exampleText(name) };
    if (reference === GraphQLBoolean || reference === Boolean) return { type: 'boolean', example: true };
    if (reference === Date || reference === GraphQLISODateTime) return { type: 'string', format: 'date-time', example: EXAMPLE_DATE };
    const enumType = this.enums.get(reference as object);
    if (enumType) return { type: 'string', enum: enumType.values, example: enumType.values[0] };
    if (typeof reference === 'function') {
      if (direction === 'output' || this.objectTypes.has(reference)) return this.refTo(reference as Type<unknown>);
      if (this.schemas[reference.name]) return { $ref: `#/components/schemas/${reference.name}` };
      return this.inlineInput(reference as Type<unknown>);
    }
    return {};
  }

  /** An input property: the plugin's schema (class-validator limits) with the GraphQL type, text and required-ness. */
  inputProperty(plugin: Schema, property: PropertyMetadata | undefined): { schema: Schema; required: boolean } {
    if (!property) return { schema: cleanPluginSchema(plugin), required: false };
    const typed = this.typeSchema(property, 'input');
    const {
      allOf: _allOf,
      type: _type,
      items: _items,
      $ref: _ref,
      ...limits
    } = {
      ...composedLimits(property),
      ...cleanPluginSchema(plugin),
      ...validatorLimits(property),
    };
    const schema: Schema = typed.$ref ? (Object.keys(limits).length ? { allOf: [typed], ...limits } : typed) : { ...typed, ...limits };
    // An enum narrowed by @IsIn (a staff member's role: not superadmin) lists only what the validator takes.
    if (Array.isArray(typed.enum) && Array.isArray(schema.enum))
      schema.enum = typed.enum.filter((value) => (schema.enum as unknown[]).includes(value));
    if (schema.type !== 'string') {
      delete schema.pattern;
      if (schema.format === 'date') delete schema.format;
    } else if (!schema.pattern && !schema.enum && !schema.format) {
      // The request guard refuses a NUL anywhere (server/src/common/http/request-guards.ts).
      schema.pattern = NO_NUL;
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(schema.example)) schema.example = schema.enum[0];
    if (schema.format === 'date') schema.example = EXAMPLE_DAY;
    if (schema.type === 'array' && plugin.items && typed.items && !typed.items.$ref)
      schema.items = { ...typed.items, ...cleanPluginSchema(plugin.items) };
    if (schema.type === 'array' && typed.items?.type) schema.items = { ...schema.items, type: typed.items.type };
    const defaultValue = property.options.defaultValue as unknown;
    if (defaultValue !== undefined) {
      schema.default = defaultValue;
      schema.example = defaultValue;
    }
    const required = (!property.options.nullable || validatorRequires(property)) && defaultValue === undefined;
    if (required && schema.type === 'string' && schema.minLength === undefined && !schema.enum && !schema.format) schema.minLength = 1;
    if (schema.type === 'string' && typeof schema.example === 'string' && schema.maxLength !== undefined) {
      schema.example = schema.example.slice(0, schema.maxLength);
    }
    if (schema.type === 'integer' && typeof schema.minimum === 'number' && Number(schema.example) < schema.minimum) schema.example = schema.minimum;
    if (schema.pattern && typeof schema.example === 'string' && !new RegExp(schema.pattern).test(schema.example)) {
      schema.example = exampleFor(schema.pattern);
      if (schema.example === undefined) delete schema.example;
    }
    if (property.description) schema.description = property.description;
    if (property.deprecationReason) schema.deprecated = true;
    return { schema, required };
  }

  /** An input class as one inline object schema (multipart bodies and nested inputs without a component). */
  inlineInput(target: Type<unknown>): Schema {
    const component = this.schemas[target.name];
    if (component) return structuredClone(component);
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.properties(target)) {
      const result = this.inputProperty({}, property);
      properties[property.name] = result.schema;
      if (result.required) required.push(property.name);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }

  /** Input components from the plugin, completed from their GraphQL fields. */
  enrichComponents() {
    const byName = new Map<string, object>();
    for (const [target, metadata] of this.byTarget) if (!this.objectTypes.has(target)) byName.set(metadata.target.name, target);
    for (const [name, schema] of Object.entries(this.schemas)) {
      const target = byName.get(name);
      if (!target) continue;
      const required: string[] = [];
      const properties: Record<string, Schema> = {};
      const known = this.properties(target);
      for (const property of known) {
        const result = this.inputProperty(schema.properties?.[property.name] ?? {}, property);
        properties[property.name] = result.schema;
        if (result.required) required.push(property.name);
      }
      // Properties the plugin saw that GraphQL does not (REST-only): kept as the plugin gave them.
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (!properties[key]) properties[key] = cleanPluginSchema(value);
      }
      schema.properties = properties;
      if (required.length) schema.required = required;
      else delete schema.required;
    }
  }

  /** Components nothing refers to (e.g. a DTO only used for query parameters). */
  dropUnused() {
    const text = JSON.stringify({ paths: this.document.paths, schemas: this.schemas });
    let changed = true;
    while (changed) {
      changed = false;
      for (const name of Object.keys(this.schemas)) {
        const rest = JSON.stringify({ paths: this.document.paths, schemas: { ...this.schemas, [name]: undefined } });
        if (name !== ERROR_SCHEMA && !rest.includes(`"#/components/schemas/${name}"`)) {
          delete this.schemas[name];
          changed = true;
        }
      }
    }
    void text;
  }
}

/** Free text without a stricter pattern: no NUL character (the request guard refuses it for every field). */
const NO_NUL = '^[^\\u0000]*$';
/** A day far enough ahead for the fields that refuse a past day (a post's start). */
const EXAMPLE_DAY = '2030-01-14';

/**
 * The limits class-validator checks on a property, read from its metadata
 * (one source: the document states what the server refuses): @Matches →
 * pattern, @IsIn/@IsEnum → enum, @Min/@Max, lengths, and the calendar-day
 * and ISO date validators → `format: date`.
 */
function validatorLimits(property: PropertyMetadata): Schema {
  const target = property.target as Type<unknown>;
  const limits: Schema = {};
  const metadatas = getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .filter((metadata) => metadata.propertyName === property.name && !metadata.each);
  for (const { name, type, constraints } of metadatas) {
    const kind = name ?? type;
    const [first, second] = (constraints ?? []) as unknown[];
    if (kind === 'matches' && first instanceof RegExp && !first.flags) {
      limits.pattern = first.source;
      // A date and time with its offset (a notification's send time): the pattern alone allows month 13.
      if (first.test('2030-01-14T07:00:00+05:30')) limits.format = 'date-time';
    } else if (kind === 'isIn' && Array.isArray(first)) limits.enum = [...(first as unknown[])];
    else if (kind === 'isEnum' && first && typeof first === 'object') limits.enum = Array.isArray(second) ? second : Object.values(first);
    else if (kind === 'min' && typeof first === 'number') limits.minimum = first;
    else if (kind === 'max' && typeof first === 'number') limits.maximum = first;
    else if (kind === 'maxLength' && typeof first === 'number') limits.maxLength = first;
    else if (kind === 'minLength' && typeof first === 'number') limits.minLength = first;
    else if (kind === 'isCalendarDay' || kind === 'isIso8601') {
      limits.format = 'date';
      limits.pattern = '^\\d{4}-\\d{2}-\\d{2}$';
    }
  }
  return limits;
}

/**
 * A field GraphQL lets be null so that its refusal reads in the spec's words
 * ('Please choose region type') is still required: the validator refuses it
 * absent (@IsNotEmpty or @IsDefined with no @IsOptional or @ValidateIf).
 */
function validatorRequires(property: PropertyMetadata): boolean {
  const metadatas = getMetadataStorage()
    .getTargetValidationMetadatas(property.target as Type<unknown>, '', true, false)
    .filter((metadata) => metadata.propertyName === property.name && !metadata.each);
  const kinds = metadatas.map(({ name, type }) => name ?? type);
  return kinds.some((kind) => kind === 'isNotEmpty' || kind === 'isDefined') && !metadatas.some(({ type }) => type === 'conditionalValidation');
}

/** An example that fits a pattern the validator holds a field to. */
function exampleFor(pattern: string): string | undefined {
  const samples = ['#ff9933', '1234', '9876543210', 'diwali_2026', '09:30', '2030-01-14', '2030-01-14T07:00:00+05:30', 'સુવિચાર'];
  return samples.find((sample) => new RegExp(pattern).test(sample));
}

/** The plugin types untyped initialisers (`page = 1`) as `allOf: [Object]`; the GraphQL type replaces it. */
/** The bounds a composed decorator (`Priority()`) declared, which the compiler plugin cannot read from the source. */
function composedLimits(property: PropertyMetadata): Schema {
  return (Reflect.getMetadata(RANGE_METADATA, (property.target as { prototype: object }).prototype, property.name) as Schema | undefined) ?? {};
}

function cleanPluginSchema(schema: Schema): Schema {
  const copy = { ...schema };
  if (Array.isArray(copy.allOf) && copy.allOf.some((part) => part.$ref === '#/components/schemas/Object')) delete copy.allOf;
  return copy;
}

/** The prototype of an object: for a class, the class it extends (or Function.prototype). */
function prototypeOf(value: object): object | null {
  const prototype: unknown = Object.getPrototypeOf(value);
  return typeof prototype === 'object' || typeof prototype === 'function' ? prototype : null;
}

/** An example that reads like the field it is for: a person's name, a place, a time, an id, a festival's name. */
function exampleText(name: string): string {
  if (/email/i.test(name)) return 'admin@example.com';
  if (/password/i.test(name)) return 'password-123';
  if (/mobile|phone|whatsapp/i.test(name)) return '9876543210';
  if (/^pin$/i.test(name)) return '1234';
  if (/^code$/i.test(name)) return '123456';
  if (/frameName/i.test(name)) return 'Diwali frame';
  if (/path|url|image|logo|frame/i.test(name)) return '/uploads/3f/3f0c6a52.png';
  if (/link|website|uri/i.test(name)) return 'https://example.com';
  if (/notifyAt|time$/i.test(name)) return '09:30';
  if (/day|date|start|end|month/i.test(name)) return '2026-01-14';
  if (/entityId|^_?id$|requestId/i.test(name)) return EXAMPLE_UUID;
  if (/^ip$|clientIp/i.test(name)) return '203.0.113.7';
  if (/(staff|by|deletedBy|sentBy|scheduledBy)Name$|^(name|author)$/i.test(name)) return 'Ramesh Patel';
  if (/village|taluka|district|address/i.test(name)) return 'Rajkot';
  if (/mimeType/i.test(name)) return 'image/png';
  if (/token|secret|challenge/i.test(name)) return 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';
  if (/variableName|key$/i.test(name)) return 'business_name';
  if (/color/i.test(name)) return '#ff9933';
  if (/kind|operation|type$/i.test(name)) return 'festival';
  return 'Diwali';
}
