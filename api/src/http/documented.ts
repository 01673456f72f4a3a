import type { ErrorObject } from '@kk/contracts';
import type { z } from 'zod';
import { errorResponses } from './error-responses';

/** A route as the OpenAPI document shows it: the zod schemas validate the request and type the handler. */
export interface RouteDoc {
  tags: readonly string[];
  summary: string;
  headers?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The answers the route sends itself, by status: `{ 200: WalletDetail }`, `{ 204: z.null().describe('Saved') }`. */
  response: Record<number, z.ZodType>;
  /** Reachable without a session; the document then asks for no bearer token either. */
  anonymous?: true;
}

type RequestSchemas<Doc extends RouteDoc> = Pick<Doc, Extract<keyof Doc, 'tags' | 'summary' | 'headers' | 'querystring' | 'params' | 'body'>>;

/**
 * Fastify route options whose schema keeps each zod type, so the handler's request.query,
 * params and body are inferred and its answer is checked against the response schemas.
 */
export interface DocumentedRoute<Doc extends RouteDoc, Status extends number> {
  config?: { anonymous: true };
  schema: RequestSchemas<Doc> & { security?: []; response: Doc['response'] & { [S in Status]: typeof ErrorObject } };
}

/**
 * The options of a documented route, for `app.get(url, documented({ ... }), handler)`:
 * `errors` lists the error statuses it can answer, each with the error object (see
 * errorResponses), beside its own answers; `anonymous` goes both in the route's config
 * (no session required) and in the document (`security: []`).
 */
export function documented<Doc extends RouteDoc, Status extends number = never>(doc: Doc & { errors?: readonly Status[] }): DocumentedRoute<Doc, Status> {
  const { response, errors = [], anonymous, ...request } = doc;
  const schema = { ...request, ...(anonymous ? { security: [] } : {}), response: { ...response, ...errorResponses(...errors) } };
  // The spread loses the zod types of the generic Doc; they are exactly Doc's own.
  const typed = schema as unknown as DocumentedRoute<Doc, Status>['schema'];
  return anonymous ? { config: { anonymous }, schema: typed } : { schema: typed };
}
