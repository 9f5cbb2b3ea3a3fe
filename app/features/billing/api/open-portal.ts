import { apiRequest } from '~/lib/api-client';

/** The provider's self-service page for the member's subscription and invoices. */
export const openPortal = () => apiRequest<{ url: string }>('/api/billing/portal', { method: 'POST' });
