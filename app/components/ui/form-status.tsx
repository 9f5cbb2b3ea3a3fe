import { CircleCheck } from 'lucide-react';

/**
 * What a form's last submit achieved, shown in the form itself (a page re-rendered without
 * JavaScript has no toast). The live region is always present, so the message is announced.
 */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <p role="status" className="empty:hidden flex items-center gap-2 text-sm font-medium text-success">
      {message ? (
        <>
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {message}
        </>
      ) : null}
    </p>
  );
}
