/**
 * What the log-in page tells a person who followed a link that needs them signed in, by the
 * key in its `for` parameter. A closed list: the page never shows text taken from the address.
 */
export const signInPurposes = {
  'data-export': 'Log in to download the copy of your data.',
} as const;

export type SignInPurpose = keyof typeof signInPurposes;

export const signInPurposeOf = (key: string | null | undefined) =>
  key && Object.hasOwn(signInPurposes, key) ? signInPurposes[key as SignInPurpose] : undefined;

/** The log-in page that brings the person back to `returnTo` (a path on this site), saying why. */
export function signInPageFor(returnTo: string, purpose?: SignInPurpose) {
  const query = new URLSearchParams({ returnTo, ...(purpose ? { for: purpose } : {}) });
  return `/login?${query}`;
}
