import { createContext, useContext } from 'react';

/**
 * Asks the server for the page again, for a part of it that knows its data has changed (a
 * countdown at 0). Where React Router runs the page, the root provides its revalidation,
 * which keeps the page and what is typed in it; an island on a plain page (ADR 0051) has no
 * router, so it loads the page again.
 */
const PageRefreshContext = createContext<() => void>(() => window.location.reload());

export const PageRefreshProvider = PageRefreshContext.Provider;
export const usePageRefresh = () => useContext(PageRefreshContext);
