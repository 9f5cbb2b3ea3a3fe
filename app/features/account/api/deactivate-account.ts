import { apiRequest } from '~/lib/api-client';

/** Deletes the member's account and data, and ends the session. */
export const deactivateAccount = () => apiRequest<{ deactivated: true }>('/api/me', { method: 'DELETE' });
