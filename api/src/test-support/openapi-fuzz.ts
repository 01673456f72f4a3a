/**
 * Requests generated from the API's own OpenAPI document, for suites that must cover every
 * route as the API grows (the schema fuzz): the operations, a valid-looking value for any
 * JSON schema, and the ways to spoil one.
 */

type Schema = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface ApiOperation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export function operationsOf(doc: OpenApiDocument): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(doc, parameter.schema ?? {}) })),
        body: operation.requestBody?.content?.['application/json']?.schema ? resolve(doc, operation.requestBody.content['application/json'].schema) : null,
      })),
  );
}

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string') return resolve(doc, doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {});
  return schema;
}

/** Ids of the demo world a generated request names, chosen by the parameter's or field's name. */
export type IdsByName = (name: string) => string | undefined;

const RANDOM_UUID = '7f6d4c1e-2b3a-4d5e-8f90-1a2b3c4d5e6f';

/** A value the schema accepts (as far as a generator can tell), with ids from `ids` where the name says which. */
export function sample(doc: OpenApiDocument, schemaIn: Schema, name: string, ids: IdsByName): unknown {
  const schema = resolve(doc, schemaIn);
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return sample(doc, options.find((option) => option.type !== 'null') ?? options[0] ?? {}, name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, sample(doc, property, key, ids)]),
      );
    }
    case 'array':
      return [sample(doc, (schema.items ?? {}) as Schema, name, ids)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return ids(name) ?? RANDOM_UUID;
      if (schema.format === 'uri' || schema.format === 'url') return 'http://localhost:3000/';
      if (schema.format === 'date-time') return '2026-03-11T10:00:00.000Z';
      if (schema.format === 'email') return 'parent@demo.dk';
      return ids(name) ?? (typeof schema.pattern === 'string' && schema.pattern.includes('[0-9 ]') ? '1000 0001' : 'fuzz');
    default:
      return ids(name) ?? 'fuzz';
  }
}

/** Values no route should take for a field of this schema: wrong types, extremes, huge and control-character text. */
export function spoiled(schema: Schema): { label: string; value: unknown }[] {
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
