import { apiRequest } from '~/lib/api-client';

/** Emails a password-reset link; answers the same whether or not the email has an account. */
export const requestPasswordReset = (email: string) =>
  apiRequest('/api/auth/request-password-reset', { method: 'POST', json: { email } });
