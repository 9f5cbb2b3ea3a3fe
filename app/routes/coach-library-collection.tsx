import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/coach-library-collection';
import { pathParams } from '@server/platform/http-kit/path-params.schema';
import { routeParam } from '~/lib/route-param';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import {
  collectionUpdateSchema,
  getCollectionForEditing,
  itemUpdateSchema,
  reorderItems,
  reorderSchema,
  updateCollection,
  updateItem,
} from '@server/features/admin/library-admin';
import { addItemFromUpload, replaceItemDocumentFromUpload } from '@server/features/admin/library-documents';
import type { Viewer } from '@server/features/auth/viewer';
import { guardedViewer, pageNotFound } from '~/lib/page-guards.server';
import { formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import type { FormResult } from '~/lib/forms/form-result';
import { addItemIntent, AddItemForm } from '~/features/coach/components/add-item-form';
import { collectionIntent, CollectionDetailsForm } from '~/features/coach/components/collection-details-form';
import { itemIntents, LibraryItemRow, reorderFetcher } from '~/features/coach/components/library-item-row';
import { readIntent } from '~/lib/forms/row-intent';
import { useFetcherForm } from '~/lib/forms/use-fetcher-form';
import { uploadRequest } from '~/features/coach/forms/upload-request.server';

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.collection.title ?? 'Collection'} | Coach area` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await getCollectionForEditing(context.services.db, { slug: routeParam(params.slug, pathParams.slug) });
  return found ?? pageNotFound();
}

/** Write one thing about the collection or one of its items; the forms tell which by intent. */
async function write(form: FormData, { request, params, context }: Route.ActionArgs, coach: Viewer) {
  const slug = routeParam(params.slug, pathParams.slug);
  const { services } = context;
  const { kind, id } = readIntent(form);
  switch (kind) {
    case collectionIntent: {
      const parsed = parseForm(form, collectionUpdateSchema);
      if (!parsed.ok) return parsed.failure;
      await updateCollection(services, { slug, changes: parsed.data, coach });
      return formSuccess(form, 'Collection saved');
    }
    case itemIntents.edit:
    case itemIntents.visibility: {
      const parsed = parseForm(form, itemUpdateSchema, kind === itemIntents.visibility ? { checkboxes: ['hidden'] } : undefined);
      if (!parsed.ok) return parsed.failure;
      const item = await updateItem(services, { itemId: id, changes: parsed.data, coach });
      if (kind === itemIntents.edit) return formSuccess(form, 'Item saved');
      return formSuccess(form, item.hidden ? 'Hidden from members' : 'Shown to members');
    }
    case itemIntents.reorder: {
      const parsed = parseForm(form, reorderSchema, { lists: ['itemIds'] });
      if (!parsed.ok) return parsed.failure;
      await reorderItems(services, { slug, itemIds: parsed.data.itemIds, coach });
      return formSuccess(form, 'Order saved');
    }
    case itemIntents.document: {
      const { pageCount } = await replaceItemDocumentFromUpload(services, { itemId: id, request: uploadRequest(request, form), coach });
      return formSuccess(form, `The new PDF (${pageCount} ${pageCount === 1 ? 'page' : 'pages'}) is live`);
    }
    case addItemIntent: {
      const item = await addItemFromUpload(services, { slug, request: uploadRequest(request, form), coach });
      return formSuccess(form, `Added “${item.title}”`);
    }
    default:
      return unknownIntent(form);
  }
}

export async function action(args: Route.ActionArgs) {
  const coach = guardedViewer(args.context);
  const form = await readForm(args.request);
  return submitWrite(form, async () => {
    return await write(form, args, coach);
  });
}

/** What the last move did, shown above the list: a move re-orders the rows it came from. */
function ReorderResult() {
  const form = useFetcherForm({ intent: itemIntents.reorder, key: reorderFetcher });
  return (
    <>
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.itemIds]} />
      <FormStatus message={form.message} />
    </>
  );
}

export default function CoachLibraryCollection({ loaderData }: Route.ComponentProps) {
  const { collection, items } = loaderData;
  const reorder = useFetcher<FormResult>({ key: reorderFetcher });
  const order = items.map((item) => item.id);

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
        <ReorderResult />
        <ol className="grid gap-3">
          {items.map((item, index) => (
            <LibraryItemRow key={item.id} item={item} index={index} order={order} reorder={reorder} />
          ))}
        </ol>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Add an item</CardTitle>
        </CardHeader>
        <CardContent>
          <AddItemForm />
        </CardContent>
      </Card>
    </div>
  );
}
