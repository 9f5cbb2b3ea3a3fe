import type { z } from 'zod';
import { pageNotFound } from '~/lib/page-guards.server';

/** A page's path parameter in its declared shape (server/platform/http-kit/path-params.schema.ts); anything else is a 404 before any query. */
export function routeParam(value: string | undefined, shape: z.ZodType<string, string>): string {
  const parsed = shape.safeParse(value);
  if (!parsed.success) pageNotFound();
  return parsed.data;
}
