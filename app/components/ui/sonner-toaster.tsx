import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

export type ToastKind = 'success' | 'error' | 'info';
export type ToastOptions = { description?: string };
export type QueuedToast = { kind: ToastKind; title: string; options?: ToastOptions };

/** Shows a toast through sonner; used once this module has loaded. */
export function showToast({ kind, title, options }: QueuedToast) {
  sonnerToast[kind](title, options);
}

/**
 * Toasts (sonner) in the page's theme and the site's tokens, so every kind keeps AA
 * contrast; 'destructive' toasts are `toast.error`. Loaded with the first toast only.
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
      toastOptions={{
        classNames: {
          toast: 'font-sans !bg-popover !text-popover-foreground !border-border',
          description: 'text-sm !text-muted-foreground',
          error: '!bg-destructive !text-destructive-foreground !border-destructive [&_[data-description]]:!text-destructive-foreground',
          success: '[&_[data-icon]]:!text-success',
        },
      }}
    />
  );
}
