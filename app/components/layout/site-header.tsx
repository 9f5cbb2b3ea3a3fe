import { AccountMenu } from './account-menu';
import { BookingLink } from './booking-link';
import { BrandMark } from './brand-mark';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    // Nearly opaque instead of a frosted (backdrop-filter) glass: that filter is redrawn on
    // every scrolled frame and adds raster work before the first paint.
    <header className="sticky top-0 z-40 border-b bg-background/95">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <BrandMark />
        <nav aria-label="Main" className="mx-auto hidden md:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <BookingLink className="hidden lg:inline-flex" variant="gold" size="sm" />
          <ThemeToggle />
          <AccountMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
