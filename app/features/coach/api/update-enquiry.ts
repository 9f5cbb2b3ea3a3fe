import type { z } from 'zod';
import type { enquiryUpdateSchema } from '@server/features/admin/enquiries';
import { apiRequest } from '~/lib/api-client';

export const updateEnquiry = (enquiryId: string, changes: z.input<typeof enquiryUpdateSchema>) =>
  apiRequest(`/api/admin/enquiries/${encodeURIComponent(enquiryId)}`, { method: 'PATCH', json: changes });
