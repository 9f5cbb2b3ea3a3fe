import type { Services } from '../kit/context';
import type { Viewer } from '../auth/viewer';
import { consumeRateLimit, type RateLimitRule } from '../../db/rate-limit';
import { createUpload } from './create-upload';

/**
 * Thirty files an hour per member: plenty for a CV and cover letters, little for abuse.
 * Keyed by email so that erasing the account erases the counter too.
 */
const uploadsPerHour = 30;
const uploadRateLimit: RateLimitRule = {
  name: 'upload',
  limit: uploadsPerHour,
  windowSeconds: 3600,
  refusal: (retryAfterSeconds) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `You can upload ${uploadsPerHour} files an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
};

/**
 * A member's upload, whichever door it comes through (`POST /api/uploads` with progress,
 * or a page's multipart form without JavaScript): counted against the hourly limit before
 * its body is read, then streamed and checked by type, size and storage quota.
 */
export async function uploadMemberFile(
  services: Pick<Services, 'db' | 'storage'>,
  { viewer, request }: { viewer: Viewer; request: Request },
) {
  await consumeRateLimit(services.db, uploadRateLimit, viewer.email);
  return createUpload(services, { userId: viewer.userId, request });
}
