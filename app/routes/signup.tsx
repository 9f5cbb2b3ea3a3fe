import type { Route } from './+types/signup';
import { signUpMember } from '@server/features/auth/password-auth';
import { authPageData, returnToOf, runAuthWrite, textOf } from '~/features/auth/auth-form.server';
import { AuthPage } from '~/features/auth/components/auth-page';
import { verifiedLinkTarget } from '~/features/auth/verified-link';
import { SignUpForm } from '~/features/auth/components/signup-form';
import { formSuccess, readForm } from '~/lib/forms/form-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export function loader({ request, context }: Route.LoaderArgs) {
  return authPageData(request, context);
}

/** Serves the /signup page and the Account dialog's Sign Up tab alike. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
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
    <AuthPage page="signup" title="Create an account" description="Free resources, membership plans and application reviews." returnTo={returnTo} signedInAs={signedInAs} className="max-w-lg">
      <SignUpForm returnTo={returnTo} />
    </AuthPage>
  );
}
