import { Lock } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';
import { LoginLink } from './login-link';

/** What a visitor sees on a members' page (decided by the server). */
export function AccessDenied({ what }: { what: string }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-muted">
        <Lock className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">{`Please log in to access ${what}.`}</p>
      <LoginLink className={buttonVariants({ className: 'mt-8' })}>Log in</LoginLink>
    </section>
  );
}
