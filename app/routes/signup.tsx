import { Link } from 'react-router';
import type { Route } from './+types/signup';
import { signUpMember } from '@server/features/auth/password-auth';
import { AlreadyLoggedIn } from '~/features/auth/components/already-logged-in';
import { PageHeader } from '~/components/layout/page-header';
import { Card, CardContent } from '~/components/ui/card';
import { returnToOf, runAuthWrite, textOf } from '~/features/auth/auth-form.server';
import { verifiedLinkTarget } from '~/features/auth/verified-link';
import { SignUpForm } from '~/features/auth/components/signup-form';
import { formSuccess } from '~/lib/forms/form-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = returnToOf(new URL(request.url).searchParams.get('returnTo'));
  return { returnTo, signedInAs: context.viewer?.email };
}

/** Serves the /signup page and the Account dialog's Sign Up tab alike. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const background = textOf(form, 'lawBackground');
  const created = await runAuthWrite(
    context,
    request,
    form,
    signUpMember,
    {
      firstName: textOf(form, 'firstName'),
      lastName: textOf(form, 'lastName'),
      email: textOf(form, 'email'),
      password: textOf(form, 'password'),
      university: textOf(form, 'university'),
      ...(background === undefined ? {} : { lawBackground: background !== 'false' }),
      callbackURL: verifiedLinkTarget(returnToOf(form.get('returnTo'))),
    },
    { conflictField: 'email' },
  );
  return created.failure ?? formSuccess(form, 'Account created successfully! Please check your email to verify your account.');
}

export default function SignUpPage({ loaderData: { returnTo, signedInAs } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Create an account" description="Free resources, membership plans and application reviews." />
      <div className="mx-auto grid max-w-lg gap-4 px-4 py-10">
        <Card>
          <CardContent className="pt-6">
            {signedInAs ? <AlreadyLoggedIn email={signedInAs} returnTo={returnTo} /> : <SignUpForm returnTo={returnTo} />}
          </CardContent>
        </Card>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to={returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'} className="text-primary underline">
            Log in
          </Link>
        </p>
      </div>
    </>
  );
}
