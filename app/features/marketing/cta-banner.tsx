import { Link } from 'react-router';
import { consultationLabel } from '@content/site';
import { BookingLink } from '~/components/layout/booking-link';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { inverseMutedText, inverseOutlineButton, inverseSurface } from './inverse';

/** A closing call to action: the free consultation, plus one next step on the site. */
export function CtaBanner({
  id,
  title,
  body,
  secondary,
}: {
  id: string;
  title: string;
  body: string;
  secondary: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="px-4 py-12 sm:px-6 sm:py-16">
      <div
        className={cn(
          'relative mx-auto max-w-5xl overflow-hidden rounded-2xl px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16 dark:border',
          inverseSurface,
        )}
      >
        <div aria-hidden="true" className="pointer-events-none absolute -right-20 -top-20 size-64 rounded-full border border-gold/30">
          <div className="absolute inset-8 rounded-full border border-gold/20" />
          <div className="absolute inset-16 rounded-full border border-gold/10" />
        </div>
        <div className="relative">
          <h2 id={id} className="text-3xl font-semibold leading-tight sm:text-4xl">
            {title}
          </h2>
          <p className={cn('mx-auto mt-4 max-w-2xl text-base leading-relaxed sm:text-lg', inverseMutedText)}>{body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <BookingLink variant="gold" size="lg" className="h-auto min-h-11 whitespace-normal py-2.5">
              {consultationLabel}
            </BookingLink>
            <Button asChild size="lg" variant="outline" className={inverseOutlineButton}>
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
