import { Lock, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginLink } from './login-link';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import type { NoAccess } from '@server/features/billing/access-standing';
import { noAccessSentence } from '~/lib/no-access-words';

type Icon = typeof Lock;

/** The frame every refusal shares: an icon, what happened, and the way on. */
function RefusalScreen({ icon: Icon, title, message, children }: { icon?: Icon; title: string; message: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      {Icon ? (
        <span className="grid size-14 place-items-center rounded-full bg-muted">
          <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
        </span>
      ) : null}
      <h1 className={Icon ? 'mt-6 text-3xl font-semibold' : 'text-3xl font-semibold'}>{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  );
}

/** A visitor on a members' page (decided by the server). */
export function AccessDenied({ what }: { what: string }) {
  return (
    <RefusalScreen icon={Lock} title="Access Denied" message={`Please log in to access ${what}.`}>
      <LoginLink className={buttonVariants()}>Log in</LoginLink>
    </RefusalScreen>
  );
}

/** A visitor on a premium page. */
export function AuthenticationRequired() {
  return (
    <RefusalScreen icon={LogIn} title="Authentication Required" message="Please log in to access premium content.">
      <LoginLink className={buttonVariants()}>Go to Login</LoginLink>
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </RefusalScreen>
  );
}

/**
 * A member without access on a premium page: this page's own pitch, why access is closed, and
 * the way back the page passes in (Resume for a paused plan, else the plans).
 */
export function UpgradeRequired({ title, description, standing, children }: { title: string; description: string; standing: NoAccess; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <Card className="text-center">
        <CardHeader className="items-center">
          <span className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
            <Lock className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            This is premium content. {noAccessSentence(standing)} {standing.kind === 'paused' ? 'Resume it to open this now.' : 'Choose a membership plan to open it.'}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {children}
            <Button asChild variant="outline">
              <Link to="/hub">Back to Hub</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

/** A signed-in member who is not a coach, in the coaches' area. */
export function CoachesOnly() {
  return (
    <RefusalScreen title="Coaches only" message="This area is for the coaching team.">
      <Button asChild variant="outline">
        <Link to="/hub">Back to Hub</Link>
      </Button>
    </RefusalScreen>
  );
}
