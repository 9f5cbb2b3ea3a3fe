import { Link } from 'react-router';
import type { Route } from './+types/coach-library';
import { listCollectionsForEditing } from '@server/features/admin/library-admin';


export const meta: Route.MetaFunction = () => [{ title: 'Library | Coach area' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { collections: await listCollectionsForEditing(context.services.db) };
}

export default function CoachLibrary({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-semibold">Library</h1>
      <p className="text-muted-foreground">Edit collections and their documents. Members see changes at once.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {loaderData.collections.map((collection) => (
          <li key={collection.slug}>
            <Link
              to={`/coach/library/${collection.slug}`}
              className="block rounded-xl border bg-card p-5 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-medium">{collection.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{collection.path}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
