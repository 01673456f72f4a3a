import {
  CatalogueHistory,
  GenericItemParams,
  GenericSearchRequest,
  genericSearchResponse,
  type GenericListPaths,
  type GenericSearchResponse,
} from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf, type AuthContext } from './auth-context';
import { documented } from './documented';
import { noContent, noContentAfter } from './no-content';

/** What one generic list does; the module's service answers each call for the signed-in caller. */
export interface GenericListHandlers<Item, Options, Create, Update> {
  options(auth: AuthContext): Promise<Options>;
  search(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<Item>>;
  create(auth: AuthContext, body: Create): Promise<Item>;
  update(auth: AuthContext, id: string, body: Update): Promise<Item>;
  remove(auth: AuthContext, id: string): Promise<void>;
  history(auth: AuthContext, id: string): Promise<CatalogueHistory>;
}

export interface GenericListRoute<I extends z.ZodType, O extends z.ZodType, C extends z.ZodType, U extends z.ZodType> {
  paths: GenericListPaths;
  tags: readonly string[];
  /** "webshop product": the summaries name it. */
  noun: string;
  /** Who may call it, for the summaries: "role CatalogueWebshop". */
  who: string;
  item: I;
  options: O;
  create: C;
  update: U;
  handlers: GenericListHandlers<z.infer<I>, z.infer<O>, z.infer<C>, z.infer<U>>;
}

/**
 * The spec's generic list calls (section 7) for one list: GET {path}{get} (what the edit
 * dialog offers), POST {path}Search, POST {path}{post}, PUT {path}{put}/{id},
 * DELETE {path}{delete}/{id}, and GET {path}History/{id} (the item's recorded changes).
 */
export function genericListRoutes<I extends z.ZodType, O extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  untyped: FastifyInstance,
  route: GenericListRoute<I, O, C, U>,
): void {
  // The item, options and bodies are generic here, so the answers are cast; their zod schemas still validate and serialize them.
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const { paths, tags, noun, who, handlers } = route;
  const p = paths.path;
  app.get(
    `${p}${paths.get}`,
    documented({ tags, summary: `What the ${noun} list's edit dialog offers (${who})`, response: { 200: route.options }, errors: [401, 403] }),
    (request) => handlers.options(authOf(request)) as never,
  );
  app.post(
    `${p}Search`,
    documented({ tags, summary: `The ${noun}s the caller may edit, a slice at a time (${who})`, body: GenericSearchRequest, response: { 200: genericSearchResponse(route.item) }, errors: [400, 401, 403] }),
    (request) => handlers.search(authOf(request), request.body),
  );
  app.post(
    `${p}${paths.post}`,
    documented({ tags, summary: `Creates a ${noun} (${who})`, body: route.create, response: { 200: route.item }, errors: [400, 401, 403, 404, 409] }),
    (request) => handlers.create(authOf(request), request.body as z.infer<C>) as never,
  );
  app.put(
    `${p}${paths.put}/:id`,
    documented({ tags, summary: `Changes a ${noun} (${who})`, params: GenericItemParams, body: route.update, response: { 200: route.item }, errors: [400, 401, 403, 404, 409] }),
    (request) => handlers.update(authOf(request), request.params.id, request.body as z.infer<U>) as never,
  );
  app.delete(
    `${p}${paths.delete}/:id`,
    documented({ tags, summary: `Removes a ${noun} (${who})`, params: GenericItemParams, response: noContent('Removed'), errors: [401, 403, 404, 409] }),
    (request, reply) => noContentAfter(handlers.remove(authOf(request), request.params.id), reply) as never,
  );
  app.get(
    `${p}History/:id`,
    documented({ tags, summary: `A ${noun}'s recorded changes, newest first: who, when, before and after (${who})`, params: GenericItemParams, response: { 200: CatalogueHistory }, errors: [401, 403, 404] }),
    (request) => handlers.history(authOf(request), request.params.id),
  );
}
