import { apiRequest } from '~/lib/api-client';

export const setItemCompleted = (itemId: string, completed: boolean) =>
  apiRequest<{ completed: boolean }>(`/api/library/items/${encodeURIComponent(itemId)}/progress`, { method: 'PUT', json: { completed } });
