import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server render and during hydration, true once the page is interactive. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
