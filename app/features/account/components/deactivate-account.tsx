import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { deactivateAccount } from '../api/deactivate-account';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { toast } from '~/components/ui/toaster';

export function DeactivateAccount() {
  const [working, setWorking] = useState(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const confirm = async () => {
    setWorking(true);
    try {
      await deactivateAccount();
      toast.success('Account deactivated');
      await navigate('/');
      await revalidator.revalidate();
    } catch {
      toast.error('Failed to deactivate account. Please contact support.');
      setWorking(false);
    }
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">Deactivate account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Are you absolutely sure?</DialogTitle>
          <DialogDescription>
            This cancels any subscription and permanently deletes your profile, settings, uploaded files and reviews. It
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={working}>
            {working ? 'Deactivating...' : 'Yes, deactivate my account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
