import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/collection';
import { hasActiveSubscription } from '@server/features/billing/subscription-status';
import { AuthenticationRequired, UpgradeRequired } from '~/features/library/components/access-gate';
import { CollectionScreen } from '~/features/library/components/collection-screen';
import { findCollectionByPath, getCollectionProgress } from '@server/features/library/library-queries';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.collection.title ?? 'Premium'} | Clearpath Law Coaching` },
  { name: 'description', content: loaderData?.collection.description ?? '' },
];

/**
 * Every premium content screen. The access gate is decided here, on the server: a visitor
 * and a member without a plan never receive the item list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, services } = context;
  const found = await findCollectionByPath(services.db, { path: new URL(request.url).pathname });
  if (!found) throw data(null, { status: 404 });
  const { collection } = found;
  if (!viewer) return { gate: 'visitor' as const, collection, items: [], completed: {} };
  if (!(await hasActiveSubscription(services, { userId: viewer.userId }))) {
    return { gate: 'upgrade' as const, collection, items: [], completed: {} };
  }
  const completed = await getCollectionProgress(services.db, { userId: viewer.userId, slug: collection.slug });
  return { gate: 'content' as const, collection, items: found.items, completed };
}

/** Choosing an item or turning a page changes only the query string: no reload needed. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { gate, collection, items, completed } = loaderData;
  if (gate === 'visitor') return <AuthenticationRequired />;
  if (gate === 'upgrade') return <UpgradeRequired title={collection.title} description={collection.description} />;
  return <CollectionScreen collection={collection} items={items} initialCompleted={completed} />;
}
