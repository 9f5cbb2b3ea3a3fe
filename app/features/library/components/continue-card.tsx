import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';

export type LastOpened = { path: string; itemSlug: string; itemTitle: string; collectionTitle: string };

/** The collection is named after the item unless the item is the whole collection (the question bank). */
export function collectionToMention({ itemTitle, collectionTitle }: Pick<LastOpened, 'itemTitle' | 'collectionTitle'>) {
  const same = itemTitle.trim().toLocaleLowerCase('en-GB') === collectionTitle.trim().toLocaleLowerCase('en-GB');
  return same ? null : collectionTitle;
}

/** "Continue where you left off": back to the item the member opened last. */
export function ContinueCard({ lastOpened }: { lastOpened: LastOpened }) {
  const collection = collectionToMention(lastOpened);
  return (
    <Link
      to={`${lastOpened.path}?item=${lastOpened.itemSlug}`}
      className="flex items-center gap-4 rounded-xl border border-gold/60 bg-accent p-5 text-accent-foreground hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <BookOpen className="size-6 shrink-0" aria-hidden="true" />
      <span>
        <span className="block text-sm">Continue where you left off</span>
        <span className="block font-semibold">
          {lastOpened.itemTitle}
          {collection ? <span className="font-normal"> in {collection}</span> : null}
        </span>
      </span>
    </Link>
  );
}
