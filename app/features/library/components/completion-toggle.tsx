import { CheckCircle2, Circle } from 'lucide-react';
import { useFetcher, useFetchers } from 'react-router';
import { Button } from '~/components/ui/button';

const fetcherKey = (itemId: string) => `item-progress-${itemId}`;

/**
 * The items' completion as saved (from the loader), with any change still on its way shown
 * as already made: the page answers at once and the loader's revalidation confirms it.
 */
export function useCompletion(saved: Record<string, boolean>) {
  const completed = { ...saved };
  for (const fetcher of useFetchers()) {
    const itemId = fetcher.formData?.get('itemId');
    if (fetcher.key === fetcherKey(String(itemId)) && typeof itemId === 'string') completed[itemId] = fetcher.formData?.get('completed') === 'true';
  }
  return completed;
}

/** Marks an item done or not: a form posting to the collection page's action. */
export function CompletionToggle({ itemId, done }: { itemId: string; done: boolean }) {
  const fetcher = useFetcher({ key: fetcherKey(itemId) });
  const failed = fetcher.state === 'idle' && (fetcher.data as { ok?: boolean } | undefined)?.ok === false;
  return (
    <fetcher.Form method="post" className="flex items-center gap-3">
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="completed" value={String(!done)} />
      {failed ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          Could not save your progress. Please try again.
        </p>
      ) : null}
      <Button type="submit" variant="outline" size="sm" aria-pressed={done}>
        {done ? <CheckCircle2 aria-hidden="true" /> : <Circle aria-hidden="true" />}
        {done ? 'Completed' : 'Mark as complete'}
      </Button>
    </fetcher.Form>
  );
}
