import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { accountLinks, AvatarButton, fullNameOf, type Viewer } from './avatar-button';
import { LogOutForm } from './log-out-form';

/** A member's menu, loaded when first opened: it mounts open, in place of the plain avatar link. */
export default function AvatarMenu({ viewer }: { viewer: Viewer }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AvatarButton viewer={viewer} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{fullNameOf(viewer)}</span>
          <span className="block truncate text-xs text-muted-foreground">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(viewer).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" /> {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <LogOutForm>
          {/* A real submit button: choosing the item submits the form to /logout. */}
          <DropdownMenuItem asChild>
            <button type="submit" className="w-full">
              <LogOut aria-hidden="true" /> Log out
            </button>
          </DropdownMenuItem>
        </LogOutForm>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
