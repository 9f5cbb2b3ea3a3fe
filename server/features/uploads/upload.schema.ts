import { z } from 'zod';

export { maxUploadBytes, memberStorageQuotaBytes, uploadableMimeTypes, uploadAccept } from '../../../content/uploads';

export const uploadIdSchema = z.uuid('Choose one of your uploaded files');

/** One uploaded file as the API answers it. */
export type UploadedFile = {
  id: string;
  name: string;
  size: number;
  type: string;
  createdAt: string;
  inReview: boolean;
};
