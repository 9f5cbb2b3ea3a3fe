import { apiRequest } from '~/lib/api-client';

/** Sends the verification email again (after a sign-in refused as unverified). */
export const resendVerification = (email: string) =>
  apiRequest('/api/auth/send-verification-email', { method: 'POST', json: { email } });
