import { apiRequest } from '~/lib/api-client';

/** Changes the password and signs out every other device. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiRequest('/api/auth/change-password', { method: 'POST', json: { ...input, revokeOtherSessions: true } });
