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
 * on), and a link to the other page that keeps where the person was going.
 */
export function AuthPage({
  page,
  title,
  description,
  returnTo,
  signedInAs,
  className,
  children,
}: {
  page: keyof typeof other;
  title: string;
  description: string;
  returnTo: string | undefined;
  signedInAs: string | undefined;
  className: string;
  children: ReactNode;
}) {
  const { prompt, label, path } = other[page];
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className={`mx-auto grid gap-4 px-4 py-10 ${className}`}>
        <Card>
          <CardContent className="pt-6">{signedInAs ? <AlreadyLoggedIn email={signedInAs} returnTo={returnTo} /> : children}</CardContent>
        </Card>
        <p className="text-center text-sm text-muted-foreground">
          {prompt}{' '}
          <Link to={returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path} className="text-primary underline">
            {label}
          </Link>
        </p>
      </div>
    </>
  );
}
