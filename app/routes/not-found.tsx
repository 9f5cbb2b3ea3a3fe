import { data } from 'react-router';
import { site } from '@content/site';
import type { Route } from './+types/not-found';
import { NotFound } from '~/components/layout/not-found';

export const meta: Route.MetaFunction = () => [{ title: `Page not found | ${site.name}` }];

/** Any unknown path answers 404 (the request log names it by its pattern: it may hold a mistyped token). */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
