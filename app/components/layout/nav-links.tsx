import { NavLink } from 'react-router';
import { primaryNav } from '@content/site';
import { cn } from '~/lib/cn';

/**
 * The primary navigation; the current page's link is highlighted and marked aria-current.
 * Between md and lg, where the header also holds the controls, links sit closer to fit.
 */
export function NavLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium md:px-2 lg:px-3 transition-colors hover:bg-muted hover:text-foreground',
                isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground',
                linkClassName,
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
