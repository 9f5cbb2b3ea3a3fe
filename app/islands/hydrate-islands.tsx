import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, type IslandName } from './registry';

const isIslandName = (name: string | undefined): name is IslandName => name !== undefined && Object.hasOwn(islandLoaders, name);

/** Resolves once React has committed the island's hydration. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates each island root the server wrote, with the props it wrote beside it; resolves when all have. */
export async function hydrateIslands(roots: readonly HTMLElement[]) {
  await Promise.all(
    roots.map(async (root) => {
      const name = root.dataset.island;
      if (!isIslandName(name)) throw new Error(`No island is called ${name}`);
      const Component = (await islandLoaders[name]()) as ComponentType<Record<string, unknown>>;
      const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>;
      await new Promise<void>((resolve) => {
        // In a transition, as React Router's own entry hydrates: React then works in slices and
        // gives the browser its turn between them, instead of one long task (the page is
        // already painted and its forms already work, so nothing waits on it).
        startTransition(() => {
          hydrateRoot(
            root,
            <Committed onCommit={resolve}>
              <Component {...props} />
            </Committed>,
            { identifierPrefix: root.dataset.idPrefix },
          );
        });
      });
    }),
  );
}
