import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { BookingLink } from './booking-link';
import { NavLinks } from './nav-links';

/**
 * A disclosure built on <details>, so it opens even before JavaScript loads. The open menu
 * covers the page below, so it closes whenever it stops being what the person is using:
 * on Escape (focus returns to its button), when focus or a click lands outside it, and
 * after a client-side navigation.
 */
export function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => {
    if (details.current) details.current.open = false;
  };

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
    details.current?.querySelector('summary')?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    // relatedTarget is null when focus leaves the document (another window): keep it open then.
    const next = event.relatedTarget as Node | null;
    if (next && !details.current?.contains(next)) close();
  };

  return (
    <details
      ref={details}
      className="group md:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <summary
        className="grid size-10 cursor-pointer list-none place-items-center rounded-md hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pb-4 pt-2 shadow-lg"
      >
        <NavLinks className="grid gap-1" linkClassName="text-base" />
        <BookingLink className="mt-3 w-full" variant="gold" />
      </nav>
    </details>
  );
}
