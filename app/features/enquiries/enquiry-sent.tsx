import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { site } from '@content/site';

/** Replaces the form once the enquiry is stored; takes focus so the outcome is announced. */
export function EnquirySent({ email }: { email: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby="enquiry-sent-title"
      className="flex flex-col items-center rounded-xl px-4 py-10 text-center outline-none"
    >
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-accent text-success">
        <CircleCheck className="size-8" />
      </span>
      <h3 id="enquiry-sent-title" className="mt-6 text-2xl font-semibold">
        Thank you — we'll reply within {site.responseTime}
      </h3>
      <p className="mt-3 max-w-md leading-relaxed text-muted-foreground">
        Your message has reached our coaches. We will get back to you at <strong className="text-foreground">{email}</strong>{' '}
        during our office hours, {site.officeHours}.
      </p>
    </div>
  );
}
