import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../kit/context';
import { pathParam, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { consumeRateLimit, type RateLimitRule } from '../../db/rate-limit';
import { createUpload } from './create-upload';
import { deleteUpload } from './delete-upload';
import { fileResponse } from './file-response';
import { openUpload } from './open-upload';
import { listUploads } from './upload-queries';

/**
 * Thirty files an hour per member: plenty for a CV and cover letters, little for abuse.
 * Keyed by email so that erasing the account erases the counter too.
 */
const uploadsPerHour = 30;
export const uploadRateLimit: RateLimitRule = {
  name: 'upload',
  limit: uploadsPerHour,
  windowSeconds: 3600,
  refusal: (retryAfterSeconds) => {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `You can upload ${uploadsPerHour} files an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
};

export const uploadRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'POST',
      path: '/uploads',
      access: 'member',
      summary: 'Upload a PDF, DOC or DOCX (multipart field file, at most 10 MiB).',
      before: [
        createMiddleware<AppEnv>(async (c, next) => {
          await consumeRateLimit(db, uploadRateLimit, c.get('viewer').email);
          await next();
        }),
      ],
      handler: async (c) =>
        c.json(await createUpload(services, { userId: c.get('viewer').userId, request: c.req.raw }), 201),
    },
    {
      method: 'GET',
      path: '/uploads',
      access: 'member',
      summary: 'The member’s uploaded files.',
      handler: async (c) => c.json({ uploads: await listUploads(db, { userId: c.get('viewer').userId }) }),
    },
    {
      method: 'DELETE',
      path: '/uploads/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      summary: 'Delete one of the member’s files (not one a review covers).',
      handler: async (c) => {
        await deleteUpload(services, { userId: c.get('viewer').userId, uploadId: pathParam(c, 'id') });
        return c.json({ deleted: true });
      },
    },
    {
      method: 'GET',
      path: '/uploads/:id/file',
      params: { id: pathParams.recordId },
      access: 'member',
      summary: 'Download an uploaded file: its owner or a coach.',
      handler: async (c) =>
        fileResponse(c, await openUpload(services, { viewer: c.get('viewer'), uploadId: pathParam(c, 'id') })),
    },
  ];
};
