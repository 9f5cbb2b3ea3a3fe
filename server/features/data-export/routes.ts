import { z } from 'zod';
import { pathParam, json, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { fileResponse } from '../uploads/file-response';
import { latestDataExport, openDataExport, requestDataExport } from './data-exports';

export const dataExportRoutes: RouteFactory = (services) => [
  {
    method: 'POST',
    operationId: 'requestDataExport',
    path: '/me/export',
    access: 'member',
    responses: { 202: json('Being prepared.', z.object({ id: z.string(), status: z.string() })) },
    refusals: [429],
    summary:
      'Ask for a copy of all your data (a ZIP with data.json and your files): 202 while it is prepared, then emailed as a link that lasts 7 days. The one already preparing is answered again; at most 3 a day (429).',
    handler: async (c) => {
      const requested = await requestDataExport(services, { userId: c.get('viewer').userId });
      return c.json({ id: requested.id, status: requested.status }, 202);
    },
  },
  {
    method: 'GET',
    operationId: 'getLatestDataExport',
    path: '/me/export',
    access: 'member',
    responses: { 200: json('The latest export, or null.', z.object({ export: z.looseObject({ status: z.string() }).nullable() })) },
    summary: 'The state of your latest data export (preparing, ready with its download link, expired, failed), or null.',
    handler: async (c) => c.json({ export: await latestDataExport(services, { userId: c.get('viewer').userId }) }),
  },
  {
    method: 'GET',
    operationId: 'downloadDataExport',
    path: '/me/export/:token',
    params: { token: pathParams.token },
    access: 'member',
    responses: { 200: { description: 'The export.', type: 'application/zip' } },
    // 403: another member's link, or a forged one; 410 once expired.
    refusals: [403, 410],
    signInFor: 'data-export',
    summary: 'Download a ready data export (application/zip) through its emailed link: only its own member, signed in; 410 once expired.',
    handler: async (c) => fileResponse(c, await openDataExport(services, { token: pathParam(c, 'token'), viewer: c.get('viewer') })),
  },
];
