import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTheme } from '~/components/layout/theme-provider';
import type { QueuedToast, ToastKind, ToastOptions } from './sonner-toaster';

/**
 * `toast.success/error/info(title, { description })` anywhere in the app. Sonner and its
 * styles are not part of any page's first download: they load once the visitor starts
 * interacting, or with the first toast.
 */
const loadSonner = () => import('./sonner-toaster');
const SonnerToaster = lazy(loadSonner);

let queue: QueuedToast[] = [];
let requested = false;
let showNow: ((toast: QueuedToast) => void) | null = null;
const listeners = new Set<() => void>();

/** The mounted toaster reports in: toasts raised while it loaded are shown now, in order. */
function onReady(show: ((toast: QueuedToast) => void) | null) {
  showNow = show;
  if (!show) return;
  const waiting = queue;
  queue = [];
  for (const item of waiting) show(item);
}

function show(kind: ToastKind, title: string, options?: ToastOptions) {
  if (typeof window === 'undefined') return;
  const item = { kind, title, options };
  if (showNow) return showNow(item);
  queue.push(item);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Visitors who start using the page (a tap, a key) are the ones who will see toasts. */
const interactions = ['pointerdown', 'keydown'] as const;

/** Mounted once in the root layout; renders nothing until the first toast. */
export function Toaster() {
  const { resolved } = useTheme();
  // Fetched on the first interaction, so a toast never waits for its code to arrive.
  useEffect(() => {
    const warm = () => {
      for (const type of interactions) document.removeEventListener(type, warm, true);
      void loadSonner();
    };
    for (const type of interactions) document.addEventListener(type, warm, { capture: true, passive: true });
    return () => {
      for (const type of interactions) document.removeEventListener(type, warm, true);
    };
  }, []);
  const active = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={resolved ?? 'system'} onReady={onReady} />
    </Suspense>
  );
}
