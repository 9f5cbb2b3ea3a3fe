import { data } from 'react-router';
import { site } from '@content/site';
import type { Route } from './+types/not-found';
import { NotFound } from '~/components/layout/not-found';

export const meta: Route.MetaFunction = () => [{ title: `Page not found | ${site.name}` }];

/** Any unknown path: logged, answered 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  context.log.warn({ path: new URL(request.url).pathname }, 'page not found');
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
