import type { Route } from './+types/login';
import { signInWithPassword } from '@server/features/auth/password-auth';
import { authCookies } from '@server/features/auth/better-auth-response';
import { signInPurposeOf } from '@server/features/kit/sign-in-purpose';
import { authPageData, continueTo, resendVerificationFromForm, returnToOf, runAuthWrite, textOf } from '~/features/auth/auth-form.server';
import { AuthPage } from '~/features/auth/components/auth-page';
import { verifiedLinkTarget } from '~/features/auth/verified-link';
import { LoginForm } from '~/features/auth/components/login-form';
import { resendIntent } from '~/features/auth/auth-intents';
import { formSuccess, readForm } from '~/lib/forms/form-action.server';

export const meta: Route.MetaFunction = () => [{ title: 'Log in | Clearpath Law Coaching' }, { name: 'robots', content: 'noindex' }];

/** `for` names what an emailed link that sent the person here is for (a closed list). */
export async function loader({ url, context }: Route.LoaderArgs) {
  return { ...(await authPageData(url, context)), purpose: signInPurposeOf(url.searchParams.get('for')) };
}

/** Serves the /login page and the Account dialog alike: log in (then back to `returnTo`), or send the verification link again. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = returnToOf(form.get('returnTo'));
  if (form.get('intent') === resendIntent) {
    const sent = await resendVerificationFromForm(context, request, form);
    return sent.failure ?? formSuccess(form, `We have sent a new verification link to ${sent.email}.`);
  }
  const signedIn = await runAuthWrite(context, request, form, signInWithPassword, {
    email: textOf(form, 'email'),
    password: textOf(form, 'password'),
    // Where the verification email it resends to an unverified member leads on.
    callbackURL: verifiedLinkTarget(returnTo),
  });
  if (signedIn.failure) return signedIn.failure;
  return continueTo(returnTo, { headers: authCookies(signedIn.response) });
}

export default function LoginPage({ loaderData: { returnTo, choice, signedInAs, purpose } }: Route.ComponentProps) {
  return (
    <AuthPage
      page="login"
      title={choice ? `Log in to ${choice}` : 'Log in'}
      description={choice ? 'Welcome back. Log in and we will take you straight on.' : (purpose ?? 'Log in to your Clearpath account.')}
      returnTo={returnTo}
      choice={choice}
      signedInAs={signedInAs}
      className="max-w-md"
    >
      <LoginForm returnTo={returnTo} />
    </AuthPage>
  );
}
