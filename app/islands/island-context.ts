import { createContext, useContext, type ReactElement } from 'react';

/** What the server gives the islands of the page it renders (`app/entry.server.tsx`). */
export type IslandsServer = {
  /** The islands' script, as the build named it. */
  scriptUrl: string;
  /** An island's HTML, rendered as its own root, exactly as the browser will hydrate it. */
  render: (element: ReactElement, identifierPrefix: string) => string;
  /** A prefix for the next island's ids, unique in the page. */
  nextPrefix: (name: string) => string;
};

const IslandsContext = createContext<IslandsServer | null>(null);

export const IslandsProvider = IslandsContext.Provider;

/**
 * The server's islands support, while the server renders a page. In the browser there is
 * none: React Router is already running there (a plain page reached by a client-side
 * navigation), so an island is simply part of its page.
 */
export const useIslandsServer = () => useContext(IslandsContext);
