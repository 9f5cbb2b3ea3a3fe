import type { z } from 'zod';
import type { itemUpdateSchema } from '@server/features/admin/library-admin';
import { apiRequest } from '~/lib/api-client';

export const updateItem = (itemId: string, changes: z.input<typeof itemUpdateSchema>) =>
  apiRequest(`/api/admin/library/items/${encodeURIComponent(itemId)}`, { method: 'PATCH', json: changes });
