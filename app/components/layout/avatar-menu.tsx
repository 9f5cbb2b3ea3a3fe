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
          {/* A real submit button. The menu stays open until the log-out lands: closing it at
              once would remove the button before its click submits the form. */}
          <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
            <button type="submit" className="w-full">
              <LogOut aria-hidden="true" /> Log out
            </button>
          </DropdownMenuItem>
        </LogOutForm>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
