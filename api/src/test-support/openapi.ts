import type { FastifyInstance } from 'fastify';

/**
 * Reading the API's own OpenAPI document and making requests from it, for suites that are
 * generated from the document (the authorization matrix, schema fuzzing): a new route is
 * covered, or noticed, without anyone listing it by hand.
 */

/** The part of a JSON schema (as @fastify/swagger writes zod's) that the filler reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  /** `GET /api/Wallet/Detail`: the method in capitals and the path as the document writes it. */
  key: string;
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  /** The JSON request body's schema, when the operation has one. */
  body: JsonSchema | undefined;
  /** The operation's own `security` (an empty list: anonymous by design). */
  security: unknown[] | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every operation (path × method) of the document the app serves at `url`. */
export async function readOperations(app: FastifyInstance, url = '/api/openapi.json'): Promise<OpenApiOperation[]> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      operations.push({
        key: operationKey(method, path),
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        security: operation.security,
      });
    }
  }
  return operations;
}

/**
 * Values the caller knows by name (ids, card numbers, amounts); answers undefined for a name
 * it has no value for. `path` is where the value goes, e.g. ['body', 'Products', 0, 'ID'].
 */
export type KnownValue = (name: string, path: readonly (string | number)[]) => unknown;

const noValues: KnownValue = () => undefined;

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  return schema.type;
}

function numberFor(schema: JsonSchema, integer: boolean): number {
  let low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 0.01));
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - (integer ? 1 : 0.01));
  low ??= 1;
  const value = high === undefined ? Math.max(low, 1) : Math.min(Math.max(low, 1), high);
  return integer ? Math.ceil(value) : value;
}

function stringFor(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
    case 'url':
      return 'http://localhost:3000/';
    case 'email':
      return 'someone@example.com';
    default: {
      const length = Math.max(schema.minLength ?? 1, 4);
      return 'test'.padEnd(schema.maxLength === undefined ? length : Math.min(length, schema.maxLength), 'x');
    }
  }
}

/**
 * A valid value for a JSON schema: `known` first (by the property's name), then the
 * default, the first enum value or branch, numbers within their bounds and strings that
 * fit their format. An object gets its required properties and the optional ones `known`
 * has a value for (an invented optional id would only make the call fail for other reasons).
 */
export function sampleFromSchema(schema: JsonSchema, known: KnownValue = noValues, path: readonly (string | number)[] = []): unknown {
  const name = path.length > 0 ? path[path.length - 1] : undefined;
  if (typeof name === 'string') {
    const value = known(name, path);
    if (value !== undefined) return value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((candidate) => typeOf(candidate) !== 'null') ?? branches[0];
    return branch === undefined ? null : sampleFromSchema(branch, known, path);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(part, known, path)));
  switch (typeOf(schema) ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const result: Record<string, unknown> = {};
      for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
        const value = required.has(property) ? sampleFromSchema(propertySchema, known, [...path, property]) : known(property, [...path, property]);
        if (value !== undefined) result[property] = value;
      }
      return result;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, index) => sampleFromSchema(schema.items ?? {}, known, [...path, index]));
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return false;
    case 'string':
      return stringFor(schema);
    case 'null':
      return null;
    default:
      return undefined;
  }
}

export interface SampledRequest {
  method: string;
  /** The path with its parameters filled in and the query string. */
  url: string;
  headers: Record<string, string>;
  payload: unknown;
}

/**
 * A request for an operation: path parameters always, query and header parameters when
 * required or known, the JSON body from its schema (see sampleFromSchema).
 */
export function sampleRequest(operation: OpenApiOperation, known: KnownValue = noValues): SampledRequest {
  let url = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const where = [parameter.in, parameter.name];
    const value = parameter.required || parameter.in === 'path' ? sampleFromSchema(parameter.schema ?? {}, known, where) : known(parameter.name, where);
    if (value === undefined) continue;
    const text = String(value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.append(parameter.name, text);
    else if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = text;
  }
  const search = query.toString();
  return {
    method: operation.method,
    url: search === '' ? url : `${url}?${search}`,
    headers,
    payload: operation.body === undefined ? undefined : sampleFromSchema(operation.body, known, ['body']),
  };
}

/** Values no route should take for a field of this schema: wrong types, extremes, huge and control-character text. */
export function spoiled(schema: JsonSchema): { label: string; value: unknown }[] {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const always = [
    { label: 'null', value: null },
    { label: 'a NUL character', value: 'fuzz\u0000' },
    { label: 'a control character', value: '\u0007\u001b[2J' },
    { label: 'a huge string', value: 'x'.repeat(200_000) },
    { label: 'an empty string', value: '' },
    { label: 'an object', value: { nested: { deeper: ['x'] } } },
  ];
  const numbers = [
    { label: 'a huge number', value: 1e308 },
    { label: 'a huge negative number', value: -1e308 },
    { label: 'an unsafe integer', value: 2 ** 53 + 1 },
    { label: 'a negative number', value: -1 },
    { label: 'a fraction', value: 0.001 },
  ];
  if (type === 'string') return [...always, ...numbers.slice(0, 2), { label: 'a boolean', value: true }];
  if (type === 'number' || type === 'integer') return [...always, ...numbers, { label: 'a number in text', value: 'abc' }];
  if (type === 'boolean') return [...always, { label: 'a number', value: 2 }, { label: 'text', value: 'yes' }];
  if (type === 'array') return [...always, { label: 'a huge array', value: Array.from({ length: 5_000 }, () => 'x') }];
  return [...always, ...numbers.slice(0, 1)];
}
