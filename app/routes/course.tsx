import { redirect } from 'react-router';
import type { Route } from './+types/course';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { courseSlug } from '~/features/library/course-slug';
import { listCollections } from '@server/features/library/library-queries';
import { pageNotFound } from '~/lib/page-guards.server';

/** `/course/{slug}`: the fallback address of a course, sent on to its page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = routeParam(params.slug, pathParams.slug);
  const collections = await listCollections(context.services.db);
  const match = collections.find((collection) => courseSlug(collection.title) === slug);
  if (!match) pageNotFound();
  throw redirect(match.path, 301);
}
