import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastOptions = { description?: string };
export type QueuedToast = { kind: ToastKind; title: string; options?: ToastOptions };

/** Shows a toast through sonner; used once this module has loaded. */
export function showToast({ kind, title, options }: QueuedToast) {
  sonnerToast[kind](title, options);
}

const plain = { bg: 'var(--popover)', text: 'var(--popover-foreground)', border: 'var(--border)' };
const palette = {
  normal: plain,
  success: plain,
  info: plain,
  error: { bg: 'var(--destructive)', text: 'var(--destructive-foreground)', border: 'var(--destructive)' },
};

/**
 * Sonner colours each kind of toast from its own custom properties (`--error-bg`, ...), with
 * descriptions inheriting the toast's text colour. Pointing those at the site's tokens gives
 * one colour pair per kind in either theme; classes on top of sonner's rules would compete
 * with them and with each other.
 */
const tokenColours = Object.fromEntries(
  Object.entries(palette).flatMap(([kind, colour]) => [
    [`--${kind}-bg`, colour.bg],
    [`--${kind}-text`, colour.text],
    [`--${kind}-border`, colour.border],
  ]),
) as CSSProperties;

/**
 * Toasts (sonner) in the page's theme and the site's tokens, so every kind keeps AA
 * contrast; errors are red in both themes. Loaded with the first toast only.
 */
export default function SonnerToaster({
  theme,
  onReady,
}: {
  theme: 'light' | 'dark' | 'system';
  /** Called once sonner listens (its effect is a child's, so it runs first); undone on unmount. */
  onReady: (show: typeof showToast | null) => void;
}) {
  useEffect(() => {
    onReady(showToast);
    return () => onReady(null);
  }, [onReady]);
  return (
    <Sonner
      theme={theme}
      position="top-right"
      closeButton
      richColors
      style={tokenColours}
      toastOptions={{ classNames: { toast: 'font-sans', success: '[&_[data-icon]]:text-success' } }}
    />
  );
}
