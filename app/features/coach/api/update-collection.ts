import type { z } from 'zod';
import type { collectionUpdateSchema } from '@server/features/admin/library-admin';
import { apiRequest } from '~/lib/api-client';

export const updateCollection = (slug: string, changes: z.input<typeof collectionUpdateSchema>) =>
  apiRequest(`/api/admin/library/${encodeURIComponent(slug)}`, { method: 'PATCH', json: changes });
