import { Link } from 'react-router';
import { servedByApi } from '~/components/layout/login-link';

/** What the log-in and sign-up pages show someone who is already logged in. */
export function AlreadyLoggedIn({ email, returnTo }: { email: string; returnTo?: string }) {
  return (
    <p role="status">
      You are logged in as <strong>{email}</strong>.{' '}
      <Link to={returnTo ?? '/'} reloadDocument={returnTo ? servedByApi(returnTo) : undefined} className="text-primary underline">
        {returnTo ? 'Continue where you were' : 'Go to the home page'}
      </Link>
    </p>
  );
}
