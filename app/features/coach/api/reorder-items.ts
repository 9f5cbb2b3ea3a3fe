import { apiRequest } from '~/lib/api-client';

export const reorderItems = (slug: string, itemIds: string[]) =>
  apiRequest(`/api/admin/library/${encodeURIComponent(slug)}/order`, { method: 'PUT', json: { itemIds } });
