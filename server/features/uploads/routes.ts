import { z } from 'zod';
import { json, pathParam, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { deleteUpload } from './delete-upload';
import { fileResponse } from './file-response';
import { openUpload } from './open-upload';
import { listUploads } from './upload-queries';
import { uploadMemberFile } from './upload-member-file';

const upload = z.looseObject({ id: z.string(), name: z.string() });

export const uploadRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'POST',
      operationId: 'uploadFile',
      path: '/uploads',
      access: 'member',
      multipart: { fields: { file: 'file' }, required: ['file'] },
      responses: { 201: json('The stored file.', upload) },
      refusals: [415, 429],
      summary: 'Upload a PDF, DOC or DOCX (multipart field file, at most 10 MiB).',
      handler: async (c) =>
        c.json(await uploadMemberFile(services, { viewer: c.get('viewer'), request: c.req.raw }), 201),
    },
    {
      method: 'GET',
      operationId: 'listUploads',
      path: '/uploads',
      access: 'member',
      responses: { 200: json('The member’s files.', z.object({ uploads: z.array(upload) })) },
      summary: 'The member’s uploaded files.',
      handler: async (c) => c.json({ uploads: await listUploads(db, { userId: c.get('viewer').userId }) }),
    },
    {
      method: 'DELETE',
      operationId: 'deleteUpload',
      path: '/uploads/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      responses: { 200: json('Deleted.', z.object({ deleted: z.literal(true) })) },
      refusals: [409],
      summary: 'Delete one of the member’s files (not one a review covers).',
      handler: async (c) => {
        await deleteUpload(services, { userId: c.get('viewer').userId, uploadId: pathParam(c, 'id') });
        return c.json({ deleted: true });
      },
    },
    {
      method: 'GET',
      operationId: 'downloadUpload',
      path: '/uploads/:id/file',
      params: { id: pathParams.recordId },
      access: 'member',
      responses: { 200: { description: 'The file as uploaded (PDF, DOC or DOCX).', type: 'document' } },
      summary: 'Download an uploaded file: its owner, or a coach when a review covers it.',
      handler: async (c) =>
        fileResponse(c, await openUpload(services, { viewer: c.get('viewer'), uploadId: pathParam(c, 'id') })),
    },
  ];
};
