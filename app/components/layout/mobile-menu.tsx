import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BookingLink } from './booking-link';
import { NavLinks } from './nav-links';

/**
 * A disclosure built on <details>, so it opens even before JavaScript loads; it closes
 * itself after a client-side navigation.
 */
export function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname]);

  return (
    <details ref={details} className="group md:hidden">
      <summary
        className="grid size-10 cursor-pointer list-none place-items-center rounded-md hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full border-b bg-background px-4 pb-4 pt-2 shadow-lg"
      >
        <NavLinks className="grid gap-1" linkClassName="text-base" />
        <BookingLink className="mt-3 w-full" variant="gold" />
      </nav>
    </details>
  );
}
