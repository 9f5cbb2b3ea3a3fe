import type { Route } from './+types/signup';
import { emailField } from '@server/features/auth/auth.schema';
import { signUpMember } from '@server/features/auth/password-auth';
import { authPageData, checkInboxAnswer, resendVerificationFromForm, returnToOf, runAuthWrite, textOf } from '~/features/auth/auth-form.server';
import { resendIntent } from '~/features/auth/auth-intents';
import { AuthPage } from '~/features/auth/components/auth-page';
import { verifiedLinkTarget } from '~/features/auth/verified-link';
import { SignUpForm } from '~/features/auth/components/signup-form';
import { readForm } from '~/lib/forms/form-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Create an account | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

export function loader({ url, context }: Route.LoaderArgs) {
  return authPageData(url, context);
}

/**
 * Serves the /signup page and the Account dialog's Sign Up tab alike: creates the account,
 * or sends its link again from the "check your inbox" step that follows.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get('intent') === resendIntent) {
    const sent = await resendVerificationFromForm(context, request, form);
    return sent.failure ?? checkInboxAnswer(form, sent.email, 'We have sent the link again.');
  }
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
  return created.failure ?? checkInboxAnswer(form, emailField.parse(textOf(form, 'email')));
}

export default function SignUpPage({ loaderData: { returnTo, choice, signedInAs } }: Route.ComponentProps) {
  return (
    <AuthPage
      page="signup"
      title={choice ? `Create your account to ${choice}` : 'Create an account'}
      description={
        choice
          ? 'It takes a minute. We will email you a link to confirm your address, and it brings you straight back here to carry on.'
          : 'Free resources, membership plans and application reviews.'
      }
      returnTo={returnTo}
      choice={choice}
      signedInAs={signedInAs}
      className="max-w-lg"
    >
      <SignUpForm returnTo={returnTo} choice={choice} />
    </AuthPage>
  );
}
