import type { ComponentProps } from 'react';
import { initialsOf, type useViewer } from '~/lib/viewer';

export type Viewer = NonNullable<ReturnType<typeof useViewer>>;

/** The round initials button that opens a member's menu (plain, or as the menu's trigger). */
export function AvatarButton({ viewer, ...props }: { viewer: Viewer } & ComponentProps<'button'>) {
  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim() || 'User';
  const initials = initialsOf(viewer);
  return (
    <button
      type="button"
      // The visible initials are part of the name too, so speech input can say them.
      aria-label={`Account menu for ${fullName} (${initials})`}
      aria-haspopup="menu"
      className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...props}
    >
      {initials}
    </button>
  );
}
