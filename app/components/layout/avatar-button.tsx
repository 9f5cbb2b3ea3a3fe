import type { ComponentProps } from 'react';
import { ClipboardList, CreditCard, SquareKanban, Settings, Timer, UserRound, Video, type LucideIcon } from 'lucide-react';
import { initialsOf, type useViewer } from '~/lib/viewer';

export type Viewer = NonNullable<ReturnType<typeof useViewer>>;

const avatarClass =
  'grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const fullNameOf = (viewer: Viewer) => `${viewer.firstName} ${viewer.lastName}`.trim() || 'User';

/** The visible initials are part of the name too, so speech input can say them. */
const avatarLabel = (viewer: Viewer) => `Account menu for ${fullNameOf(viewer)} (${initialsOf(viewer)})`;

/** The round initials button that opens a member's menu (the menu's trigger). */
export function AvatarButton({ viewer, ...props }: { viewer: Viewer } & ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={avatarLabel(viewer)} aria-haspopup="menu" className={avatarClass} {...props}>
      {initialsOf(viewer)}
    </button>
  );
}

/** The same avatar before the menu is wanted: a link to the /account page, which holds the menu's links and the log-out form. */
export function AvatarLink({ viewer, ...props }: { viewer: Viewer } & Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <a href="/account" aria-label={avatarLabel(viewer)} aria-haspopup="menu" className={avatarClass} {...props}>
      {initialsOf(viewer)}
    </a>
  );
}

/** Where a member's account menu leads, in the dropdown and on the /account page alike. */
export function accountLinks(viewer: Pick<Viewer, 'role'>): { to: string; label: string; icon: LucideIcon }[] {
  return [
    { to: '/profile', label: 'Profile', icon: UserRound },
    { to: '/applications', label: 'Applications', icon: SquareKanban },
    { to: '/practice', label: 'Timed practice', icon: Timer },
    { to: '/interviews', label: 'Video interview practice', icon: Video },
    { to: '/payment-plan', label: 'Payment Plan', icon: CreditCard },
    { to: '/settings', label: 'Settings', icon: Settings },
    ...(viewer.role === 'admin' ? [{ to: '/coach', label: 'Coach area', icon: ClipboardList }] : []),
  ];
}

export { fullNameOf };
