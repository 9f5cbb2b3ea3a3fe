import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent } from '~/components/ui/card';
import { AlreadyLoggedIn } from './already-logged-in';

const other = {
  login: { prompt: 'New here?', label: 'Create an account', path: '/signup' },
  signup: { prompt: 'Already have an account?', label: 'Log in', path: '/login' },
} as const;

/**
 * The log-in and sign-up pages: the form (or, for someone already logged in, where to go
 * on), and a link to the other page that keeps where the person was going. When the person
 * came from a choice (`choice`: a plan, a deadline), the link comes first, so a returning
 * member sees at once that logging in carries on with it too.
 */
export function AuthPage({
  page,
  title,
  description,
  returnTo,
  choice,
  signedInAs,
  className,
  children,
}: {
  page: keyof typeof other;
  title: string;
  description: string;
  returnTo: string | undefined;
  choice?: string;
  signedInAs: string | undefined;
  className: string;
  children: ReactNode;
}) {
  const { prompt, label, path } = other[page];
  const otherPage = (
    <p className={choice ? 'rounded-lg border bg-muted/40 p-4 text-center' : 'text-center text-sm text-muted-foreground'}>
      {prompt}{' '}
      <Link to={returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path} className="font-medium text-primary underline">
        {label}
      </Link>
      {choice ? ' and carry on where you were.' : null}
    </p>
  );
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className={`mx-auto grid gap-4 px-4 py-10 ${className}`}>
        {choice && !signedInAs ? otherPage : null}
        <Card>
          <CardContent className="pt-6">{signedInAs ? <AlreadyLoggedIn email={signedInAs} returnTo={returnTo} /> : children}</CardContent>
        </Card>
        {choice ? null : otherPage}
      </div>
    </>
  );
}
