import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

/**
 * The upload form for a browser without JavaScript: one file, posted whole to the page's
 * action, which streams it with the API's own receiver. Where scripts run, the page's
 * progress-reporting upload replaces it.
 */
export function PlainUploadForm({ id, label, accept, submitLabel, className }: { id: string; label: ReactNode; accept: string; submitLabel: string; className?: string }) {
  // A dialog opening marks everything outside it aria-hidden, which is invalid on a noscript:
  // the wrapper takes the mark instead, and `contents` keeps it out of the layout.
  return (
    <div className="contents">
      <noscript>
        <form method="post" encType="multipart/form-data" className={className}>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <input id={id} type="file" name="file" accept={accept} className="max-w-full text-sm" />
          <Button type="submit" variant="outline">
            {submitLabel}
          </Button>
        </form>
      </noscript>
    </div>
  );
}
