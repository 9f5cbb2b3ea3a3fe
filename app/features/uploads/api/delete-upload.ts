import { apiRequest } from '~/lib/api-client';

export const deleteUpload = (uploadId: string) =>
  apiRequest<{ deleted: true }>(`/api/uploads/${encodeURIComponent(uploadId)}`, { method: 'DELETE' });
