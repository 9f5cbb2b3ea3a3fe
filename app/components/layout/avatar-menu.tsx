import { ClipboardList, CreditCard, LogOut, Settings, UserRound } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { toast } from '~/components/ui/toaster';
import { signOut } from '~/features/auth/api/sign-out';
import { AvatarButton, type Viewer } from './avatar-button';

/** A member's menu, loaded when first opened: it mounts open, in place of the plain button. */
export default function AvatarMenu({ viewer }: { viewer: Viewer }) {
  const revalidator = useRevalidator();
  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim() || 'User';

  const logOut = async () => {
    try {
      await signOut();
      toast.success('Logged out successfully!');
      await revalidator.revalidate();
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AvatarButton viewer={viewer} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{fullName}</span>
          <span className="block truncate text-xs text-muted-foreground">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/payment-plan">
            <CreditCard aria-hidden="true" /> Payment Plan
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        {viewer.role === 'admin' ? (
          <DropdownMenuItem asChild>
            <Link to="/coach">
              <ClipboardList aria-hidden="true" /> Coach area
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
