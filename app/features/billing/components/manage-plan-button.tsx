import { useState } from 'react';
import { Button, type ButtonProps } from '~/components/ui/button';
import { toast } from '~/components/ui/toaster';
import { openPortal } from '../api/open-portal';

/** Opens the provider's portal (upgrade, downgrade, cancel, full history). */
export function ManagePlanButton({ children = 'Manage subscription', ...props }: ButtonProps) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { url } = await openPortal();
      window.location.assign(url);
    } catch {
      toast.error('Failed to open customer portal. Please try again.');
      setOpening(false);
    }
  };
  return (
    <Button onClick={open} disabled={opening} {...props}>
      {opening ? 'Opening...' : children}
    </Button>
  );
}
