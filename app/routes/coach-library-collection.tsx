import { data, Link, useRevalidator } from 'react-router';
import type { Route } from './+types/coach-library-collection';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { toast } from '~/components/ui/toaster';
import { getCollectionForEditing } from '@server/features/admin/library-admin';
import { requireCoach } from '~/lib/page-guards.server';
import { reorderItems } from '~/features/coach/api/reorder-items';
import { AddItemForm } from '~/features/coach/components/add-item-form';
import { CollectionDetailsForm } from '~/features/coach/components/collection-details-form';
import { LibraryItemRow } from '~/features/coach/components/library-item-row';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.collection.title ?? 'Collection'} | Coach area` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireCoach(context);
  const found = await getCollectionForEditing(context.services.db, { slug: routeParam(params.slug, pathParams.slug) });
  if (!found) throw data(null, { status: 404 });
  return found;
}

export default function CoachLibraryCollection({ loaderData }: Route.ComponentProps) {
  const { collection, items } = loaderData;
  const revalidator = useRevalidator();

  const move = async (index: number, direction: -1 | 1) => {
    const order = items.map((item) => item.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + direction, 0, moved!);
    try {
      await reorderItems(collection.slug, order);
      toast.success('Order saved');
      await revalidator.revalidate();
    } catch (error) {
      toast.error('Could not reorder', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <div className="grid gap-6">
      <div>
        <Link to="/coach/library" className="text-sm text-primary underline">
          All collections
        </Link>
        <h1 className="mt-2 text-3xl font-semibold">{collection.title}</h1>
        <Link to={collection.path} className="text-sm text-muted-foreground underline">
          View as a member
        </Link>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Collection</CardTitle>
        </CardHeader>
        <CardContent>
          <CollectionDetailsForm collection={collection} />
        </CardContent>
      </Card>
      <section aria-labelledby="items-heading" className="grid gap-3">
        <h2 id="items-heading" className="font-sans text-xl font-semibold">
          Items ({items.length})
        </h2>
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <LibraryItemRow
              key={item.id}
              item={item}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onMove={(direction) => move(index, direction)}
            />
          ))}
        </ol>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Add an item</CardTitle>
        </CardHeader>
        <CardContent>
          <AddItemForm slug={collection.slug} />
        </CardContent>
      </Card>
    </div>
  );
}
