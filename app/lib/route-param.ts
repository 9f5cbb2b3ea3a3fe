import { data } from 'react-router';
import type { z } from 'zod';

/** A page's path parameter in its declared shape (server/platform/http-kit/path-params.schema.ts); anything else is a 404 before any query. */
export function routeParam(value: string | undefined, shape: z.ZodType<string, string>): string {
  const parsed = shape.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}
