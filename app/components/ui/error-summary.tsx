import { CircleAlert } from 'lucide-react';

/**
 * What stopped a form, listed at its top. The live region is always in the page, so what
 * appears in it is announced; it can take focus when no single field is to blame.
 */
export function ErrorSummary({ id, messages }: { id: string; messages: readonly (string | null | undefined)[] }) {
  const shown = [...new Set(messages.filter((message): message is string => Boolean(message)))];
  return (
    <div id={id} role="alert" tabIndex={-1} className="empty:hidden">
      {shown.length > 0 ? (
        <div className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-foreground">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive-text" />
          <div>
            <p className="font-semibold">There is a problem</p>
            <ul className="mt-1 grid gap-1">
              {shown.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
