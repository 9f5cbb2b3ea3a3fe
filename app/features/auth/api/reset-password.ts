import { apiRequest } from '~/lib/api-client';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  apiRequest('/api/auth/reset-password', { method: 'POST', json: input });
