import { Menu, X } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { BookingLink } from './booking-link';
import { NavLinks } from './nav-links';

/**
 * A disclosure built on <details>, so it opens and navigates on pages without scripts (ADR
 * 0024). Where scripts run, the open menu, which covers the page below, also closes whenever
 * it stops being what the person is using: on Escape (focus returns to its button), when
 * focus or a click lands outside it, and after a client-side navigation. Without scripts the
 * stylesheet hides it once focus is outside it (`data-mobile-menu` in app.css), so it never
 * covers the element a person has tabbed to.
 */
const closeMenu = (menu: HTMLDetailsElement | null) => {
  if (menu) menu.open = false;
};

export function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => closeMenu(details.current), [location.pathname]);

  useEffect(() => {
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) closeMenu(details.current);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    event.preventDefault();
    closeMenu(details.current);
    details.current.querySelector('summary')?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    // relatedTarget is null when focus leaves the document (another window): keep it open then.
    const next = event.relatedTarget as Node | null;
    if (next && !details.current?.contains(next)) closeMenu(details.current);
  };

  return (
    <details
      ref={details}
      data-mobile-menu=""
      // Sized as its summary is: a first paint can fall between the parser adding <details> and
      // its <summary>, when the browser draws a default "Details" label that is wider, and the
      // header's other buttons moved when it went (a layout shift on about one load in ten).
      className="group size-10 shrink-0 md:hidden"
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <summary
        className="grid size-10 cursor-pointer list-none place-items-center rounded-md hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Menu data-menu-icon="open-me" className="size-5 group-open:hidden" aria-hidden="true" />
        <X data-menu-icon="close-me" className="hidden size-5 group-open:block" aria-hidden="true" />
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
