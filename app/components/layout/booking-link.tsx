import { CalendarDays } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '~/components/ui/button';
import { useSiteSettings } from './site-settings';

/** The external scheduling page, always in a new tab. */
export function BookingLink({
  children = 'Book Free Consultation',
  ...props
}: Omit<ComponentProps<typeof Button>, 'asChild'>) {
  const { bookingUrl } = useSiteSettings();
  return (
    <Button asChild {...props}>
      <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
        <CalendarDays aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
