import { apiRequest } from '~/lib/api-client';

export const signOut = () => apiRequest('/api/auth/sign-out', { method: 'POST', json: {} });
