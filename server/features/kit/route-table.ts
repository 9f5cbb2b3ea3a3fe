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

export type ApiRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  handler: (c: Context<AppEnv>) => Response | Promise<Response>;
  /** Extra middleware that must run before the handler (e.g. rate limits). */
  before?: MiddlewareHandler<AppEnv>[];
  /** The shape of each `:name` in the path (server/platform/http-kit/path-params.schema.ts); others are 404. */
  params?: Partial<Record<string, z.ZodType<string, string>>>;
};

export type RouteFactory = (services: Services) => ApiRoute[];

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

/** Mounts routes after the access check their declaration names, then the shape check of their path parameters. */
export function mountRoutes(api: Hono<AppEnv>, routes: ApiRoute[], guard: (route: ApiRoute) => MiddlewareHandler<AppEnv>) {
  for (const route of routes) {
    api.on(route.method, route.path, guard(route), validParams(route), ...(route.before ?? []), route.handler);
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
