import type { Route } from './+types/collection';
import { pageErrorBoundary } from '~/components/layout/page-error-boundary';
import type { RouteHandle } from '~/lib/route-handle';
import { PlanWayBack } from '~/features/billing/components/plan-way-back';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { parseForm, formSuccess, readForm, submitWrite } from '~/lib/forms/form-action.server';
import { itemProgressSchema } from '@server/features/library/library.schema';
import { setItemCompleted } from '@server/features/library/document-links';
import { CollectionScreen } from '~/features/library/components/collection-screen';
import { findCollectionByPath, getCollectionProgress } from '@server/features/library/library-queries';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.collection.title ?? 'Premium'} | Clearpath Law Coaching` },
  { name: 'description', content: loaderData?.collection.description ?? '' },
];

/**
 * Every premium content screen. A visitor and a member without a plan never reach this: the
 * subscriber area's guard refuses first, with the log-in prompt or this page's pitch.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const found = await findCollectionByPath(context.services.db, { path: url.pathname });
  if (!found) pageNotFound();
  const { collection } = found;
  const viewer = guardedViewer(context);
  const completed = await getCollectionProgress(context.services.db, { userId: viewer.userId, slug: collection.slug });
  return { collection, items: found.items, completed };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = guardedViewer(context);
  const form = await readForm(request);
  const parsed = parseForm(form, itemProgressSchema, { checkboxes: ['completed'] });
  if (!parsed.ok) return parsed.failure;
  const { itemId, completed } = parsed.data;
  return submitWrite(form, async () => {
    await setItemCompleted(context.services, { userId: viewer.userId, itemId, completed });
    return formSuccess(form);
  });
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  const { collection, items, completed } = loaderData;
  return <CollectionScreen collection={collection} items={items} savedCompleted={completed} />;
}

export const handle = { what: 'premium content' } satisfies RouteHandle;

export const ErrorBoundary = pageErrorBoundary({ planWayBack: PlanWayBack });
