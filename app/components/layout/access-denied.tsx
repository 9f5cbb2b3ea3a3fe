import { Lock } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { useAccountDialog } from './account-dialog-state';

/** What a visitor sees on a members' page (decided by the server). */
export function AccessDenied({ what }: { what: string }) {
  const dialog = useAccountDialog();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-muted">
        <Lock className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">{`Please log in to access ${what}.`}</p>
      <Button className="mt-8" onClick={() => dialog.open('login')}>
        Log in
      </Button>
    </section>
  );
}
