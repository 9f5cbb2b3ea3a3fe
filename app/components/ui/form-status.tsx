import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '~/lib/cn';

/**
 * What a form's last submit achieved, shown in the form itself (a page re-rendered without
 * JavaScript has no toast). The live region is always present, so the message is announced.
 * A `setback` (the write went through, but what it reports went wrong, like a declined
 * card) looks like the failure it is, not a success.
 */
export function FormStatus({ message, setback = false }: { message: string | undefined; setback?: boolean }) {
  const Icon = setback ? CircleAlert : CircleCheck;
  return (
    <p role="status" className={cn('empty:hidden flex items-center gap-2 text-sm font-medium', setback ? 'text-destructive-text' : 'text-success')}>
      {message ? (
        <>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </>
      ) : null}
    </p>
  );
}
