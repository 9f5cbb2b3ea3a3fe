import { apiRequest } from '~/lib/api-client';

/** A five-minute link to the item's watermarked PDF (subscribers only). */
export const getDocumentLink = async (itemId: string) =>
  (await apiRequest<{ url: string; expiresAt: string }>(`/api/library/items/${encodeURIComponent(itemId)}/link`, { method: 'POST' })).url;
