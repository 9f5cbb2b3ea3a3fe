import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Services } from './context';
import { HttpError } from '../../platform/errors';
import type { SignInPurpose } from './sign-in-purpose';

/**
 * Who may call a route. Every /api route declares one, in one table, and a test walks
 * the table for every kind of caller.
 */
export type Access = 'anyone' | 'member' | 'subscriber' | 'coach';

/** A success answer: its content type and, for JSON, its shape (the one the handler's `c.json` builds). */
export type SuccessResponse = {
  description: string;
  /** `application/json` unless named; a redirect (303) has no content. */
  type?: 'application/json' | 'text/csv' | 'text/html' | 'text/calendar' | 'application/pdf' | 'application/zip' | 'message/rfc822' | 'document' | 'recording' | 'none';
  /* `document`: a member's file, as uploaded: PDF, DOC or DOCX. `recording`: a recorded take, WebM, MP4 or Ogg. */
  schema?: z.ZodType;
  /** Headers the answer carries that say something (a tus upload's `Location`, `Upload-Offset`), by name. */
  headers?: Record<string, string>;
};

/** A request header a protocol route reads (tus's `Upload-Offset`), described for clients. */
export type RequestHeader = { description: string; required?: boolean };

/** The refusals a handler (or the domain functions it calls) makes itself; the guard's and parsers' are derived. */
export type HandlerRefusal = 400 | 401 | 403 | 404 | 409 | 410 | 411 | 412 | 413 | 415 | 416 | 422 | 423 | 429 | 502;

export type ApiRoute<Body = unknown, Query = unknown> = {
  /**
   * `HEAD` is declared only beside a `GET` of the same path, with the same access and
   * parameters: Hono answers HEAD through the GET's mount, which hands it to this handler.
   * A GET without one answers HEAD as its GET without the body.
   */
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Stable, verb-named (`listUploads`); the client's method name. */
  operationId: string;
  /** Relative to /api, Hono syntax (`/uploads/:id`). */
  path: string;
  access: Access;
  /**
   * For a link people open in a browser (an emailed download): what the log-in page says a
   * signed-out visitor is logging in for. Any GET opened in a browser signed out is sent to
   * log in and back; this only names why.
   */
  signInFor?: SignInPurpose;
  /** One line for the API description (`/api/openapi.json`). */
  summary?: string;
  /**
   * The JSON body, parsed with this schema before the handler runs (400 naming each field);
   * the handler reads the parsed value as `input.body`, so what is described is what is enforced.
   */
  body?: z.ZodType<Body>;
  /**
   * The body's checks happen inside the handler, after something that must come first (the
   * auth writes count a rate limit before validating): the mount step only reads the JSON.
   */
  bodyCheckedByHandler?: true;
  /** A multipart upload: the receiver streams these fields (file parts are binary). */
  multipart?: { fields: Record<string, 'file' | 'text'>; required: string[] };
  /**
   * A binary body the handler streams itself, never read whole (a tus chunk), of this media
   * type; `optional` when the request may come without one (tus creation without a first chunk).
   */
  streamedBody?: { type: 'application/offset+octet-stream'; description: string; optional?: true };
  /** The request headers a protocol route reads (tus), by name. */
  headers?: Record<string, RequestHeader>;
  /** The query string, parsed with this object schema (bad values fall back where the schema says so). */
  query?: z.ZodType<Query>;
  /** Each success status the handler answers, with its content. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 206 | 302 | 303, SuccessResponse>>;
  /** Refusals the handler makes itself, besides those its access level, parameters and body imply. */
  refusals?: HandlerRefusal[];
  // A method signature (bivariant), so a route with a typed body still fits the table.
  handler(c: Context<AppEnv>, input: { body: Body; query: Query }): Response | Promise<Response>;
  /** Extra middleware that must run before the handler (e.g. rate limits). */
  before?: MiddlewareHandler<AppEnv>[];
  /** The shape of each `:name` in the path (server/platform/http-kit/path-params.schema.ts); others are 404. */
  params?: Partial<Record<string, z.ZodType<string, string>>>;
  /**
   * `member`: a GET whose 200 may be kept per session exactly like a member's page and
   * answered from memory (server/http/page-cache/, ADR 0041): only for the caller's own data
   * that nothing but their own or a coach's writes, or their account or plan, changes, and
   * that time passing changes no faster than the 30 s the copy lives.
   */
  keep?: 'member';
};

export type RouteFactory = (services: Services) => ApiRoute[];

/** The methods that send no body and change nothing: every other route is a write. */
export const readMethods: ReadonlySet<ApiRoute['method']> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Declares a route so its handler's `input` is typed by its declared body and query schemas. */
export const route = <Body = undefined, Query = undefined>(declared: ApiRoute<Body, Query>): ApiRoute => declared as ApiRoute;

/** A JSON success answer. */
export const json = (description: string, schema?: z.ZodType): SuccessResponse => ({ description, schema });

/** The `:name`s of a route's path. */
export const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** Refuses, as no such resource, a request whose path parameters do not have their declared shape. */
function validParams(route: ApiRoute): MiddlewareHandler<AppEnv> {
  const names = pathParamNames(route.path);
  const undeclared = names.filter((name) => !route.params?.[name]);
  if (undeclared.length > 0) throw new Error(`${route.method} ${route.path} declares no shape for :${undeclared.join(', :')}`);
  return async (c, next) => {
    for (const name of names) {
      if (!route.params![name]!.safeParse(c.req.param(name)).success) throw new HttpError(404, 'not_found', 'Not found');
    }
    await next();
  };
}

/** Reads the declared body and query, then hands them to the handler. */
const handle = (route: ApiRoute) => async (c: Context<AppEnv>) => {
  const body = route.bodyCheckedByHandler ? await readJson(c) : route.body ? await parseJson(c, route.body) : undefined;
  const query = route.query ? validateInput(route.query, c.req.query()) : undefined;
  return route.handler(c, { body, query });
};

/** Tells the page cache (when there is one) that this read's answer may be kept. */
const keepAs =
  (keep: NonNullable<ApiRoute['keep']>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('keep', keep);
    await next();
  };

/** Whether two routes check their path parameters with the same shapes. */
const sameParams = (a: ApiRoute, b: ApiRoute) => {
  const names = new Set([...Object.keys(a.params ?? {}), ...Object.keys(b.params ?? {})]);
  return [...names].every((name) => a.params?.[name] === b.params?.[name]);
};

/**
 * Mounts routes after the access check their declaration names, then the shape check of
 * their path parameters. A known path asked with a method it does not have is a 405 naming
 * the methods it does.
 */
export function mountRoutes(api: Hono<AppEnv>, routes: ApiRoute[], guard: (route: ApiRoute) => MiddlewareHandler<AppEnv>) {
  const methodsByPath = new Map<string, string[]>();
  const heads = new Map(routes.filter((route) => route.method === 'HEAD').map((route) => [route.path, route]));
  for (const route of routes) {
    if (route.keep && route.method !== 'GET') throw new Error(`${route.method} ${route.path}: only a GET may be kept`);
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
    if (route.method === 'HEAD') continue;
    const keeping = route.keep ? [keepAs(route.keep)] : [];
    const head = route.method === 'GET' ? heads.get(route.path) : undefined;
    if (head && (head.access !== route.access || !sameParams(head, route))) throw new Error(`HEAD ${route.path}: declare the access and parameters of its GET`);
    const handler = head ? (c: Context<AppEnv>) => (c.req.method === 'HEAD' ? handle(head)(c) : handle(route)(c)) : handle(route);
    api.on(route.method, route.path, guard(route), validParams(route), ...keeping, ...(route.before ?? []), handler);
  }
  for (const [path, methods] of methodsByPath) {
    if (methods.includes('HEAD') && !methods.includes('GET')) throw new Error(`HEAD ${path}: declare it beside a GET of the same path`);
    const allow = [...methods, ...(methods.includes('GET') && !methods.includes('HEAD') ? ['HEAD'] : [])].join(', ');
    api.all(path, () => {
      throw new HttpError(405, 'method_not_allowed', 'This path does not take that method.', undefined, { Allow: allow });
    });
  }
}

/** Parses a JSON body with a zod schema; malformed JSON and invalid fields are a 400. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validateInput(schema, await readJson(c));
}

/** The request's JSON body, unvalidated; malformed JSON is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'validation_failed', 'The request body must be valid JSON.');
  }
}

/** Validates an already-read request body with a zod schema; invalid fields are a 400 naming each. */
export function validateInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '_');
      fields[key] ??= issue.message;
    }
    throw new HttpError(400, 'validation_failed', 'Some fields need attention.', fields);
  }
  return result.data;
}

/** A path parameter, already checked against the route's declared shape. */
export function pathParam(c: Context, name: string): string {
  const value = c.req.param(name);
  if (value === undefined) throw new HttpError(404, 'not_found', 'Not found');
  return value;
}
