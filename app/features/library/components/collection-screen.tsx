import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PdfViewer } from '../viewer/pdf-viewer';
import { useCopyProtection } from '../viewer/use-copy-protection';
import { getDocumentLink } from '../api/get-document-link';
import { CompletionToggle, useCompletion } from './completion-toggle';
import { ItemList, type ListItem } from './item-list';
import { FirmDeadlinesLink } from '~/features/deadlines/components/firm-deadlines-link';

type Collection = { title: string; intro: string; kind: 'firm' | 'module' | 'guide' };

const wording = {
  firm: { search: 'Search law firms...', prompt: 'Select a law firm from the list' },
  module: { search: 'Search course modules...', prompt: 'Select a course module from the list' },
  guide: { search: 'Search course modules...', prompt: 'Select a course module from the list' },
} as const;

/**
 * A subscriber's content screen: the searchable list on the left, the protected viewer on
 * the right (stacked on phones). The selected item and page live in the URL, so a link or
 * a reload opens the same place. A single-document collection shows its document directly.
 *
 * The document column is as tall as the screen below the sticky site header, so the viewer
 * reads in its own scroll area; on wide screens it stays in place while the list scrolls.
 */
export function CollectionScreen({
  collection,
  items,
  savedCompleted,
}: {
  collection: Collection;
  items: ListItem[];
  savedCompleted: Record<string, boolean>;
}) {
  useCopyProtection();
  const [params, setParams] = useSearchParams();
  const completed = useCompletion(savedCompleted);
  const [chosenHere, setChosenHere] = useState(false);
  const single = items.length === 1 ? items[0] : undefined;
  const selected = single ?? items.find((item) => item.slug === params.get('item'));
  const page = Number(params.get('page')) || 1;
  const doneCount = items.filter((item) => completed[item.id]).length;

  const select = (slug: string) => {
    setChosenHere(true);
    setParams({ item: slug });
  };
  // A page turn is a navigation, so React Router re-reads the loader (a small read): skipping
  // it would drop a progress write's revalidation that the turn interrupted.
  const rememberPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{collection.title}</h1>
        <p className="mt-3 text-muted-foreground">{collection.intro}</p>
        <p className="mt-3 text-sm font-medium">
          {doneCount} of {items.length} completed
        </p>
      </header>
      <div className={single ? 'mt-8' : 'mt-8 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]'}>
        {single ? null : (
          <ItemList
            items={items}
            selectedSlug={selected?.slug ?? null}
            completed={completed}
            placeholder={wording[collection.kind].search}
            onSelect={select}
          />
        )}
        <section aria-label="Document" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          {selected ? (
            <div className="flex h-[calc(100dvh-6rem)] min-h-[24rem] flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="font-sans text-lg font-semibold">{selected.title}</h2>
                <div className="flex flex-wrap items-center gap-4">
                  {collection.kind === 'firm' ? <FirmDeadlinesLink itemSlug={selected.slug} /> : null}
                  <CompletionToggle itemId={selected.id} done={Boolean(completed[selected.id])} />
                </div>
              </div>
              <div className="min-h-0 flex-1">
                <PdfViewer
                  key={selected.id}
                  title={selected.title}
                  getDocumentUrl={() => getDocumentLink(selected.id)}
                  initialPage={page}
                  autoFocus={chosenHere}
                  onPageChange={rememberPage}
                />
              </div>
            </div>
          ) : (
            <div className="grid min-h-80 place-items-center rounded-xl border border-dashed p-10 text-center text-muted-foreground">
              {wording[collection.kind].prompt}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
