import type { Services } from '../kit/context';
import { deactivateAccount } from './deactivate-account';

/**
 * The member's own deactivation, from the API or the settings page: ends the session of
 * the request, then erases the account. Answers the Set-Cookie values that clear the
 * session cookie, for the caller's response.
 */
export async function closeAccount(services: Services, { userId, requestHeaders }: { userId: string; requestHeaders: Headers }) {
  // Sign out first: its response carries the headers that clear the session cookie.
  const signOut = await services.auth.api.signOut({ headers: requestHeaders, asResponse: true });
  await deactivateAccount(services, { userId });
  return signOut.headers.getSetCookie();
}
