import { getViewer } from '../auth/viewer';
import { notFound } from '../../platform/errors';
import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { issueDocumentLink, openDocumentLink, setItemCompleted } from './document-links';
import { getCollection, listCollections } from './library-queries';
import { progressSchema } from './library.schema';

export const libraryRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      path: '/library',
      access: 'anyone',
      summary: 'The premium collections with item counts (and the caller’s progress).',
      handler: async (c) => {
        const viewer = await getViewer(services, c.req.raw.headers);
        return c.json({ collections: await listCollections(db, { userId: viewer?.userId }) });
      },
    },
    {
      method: 'GET',
      path: '/library/:slug',
      params: { slug: pathParams.slug },
      access: 'anyone',
      summary: 'A collection and its items (titles only, no documents).',
      handler: async (c) => {
        const found = await getCollection(db, { slug: pathParam(c, 'slug') });
        if (!found) throw notFound('No such collection');
        return c.json(found);
      },
    },
    {
      method: 'POST',
      path: '/library/items/:id/link',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary: 'A signed five-minute link to the item’s watermarked PDF.',
      handler: async (c) =>
        c.json(await issueDocumentLink(services, { userId: c.get('viewer').userId, itemId: pathParam(c, 'id') })),
    },
    {
      method: 'PUT',
      path: '/library/items/:id/progress',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary: 'Mark an item complete or not: { completed }.',
      handler: async (c) => {
        const { completed } = await parseJson(c, progressSchema);
        await setItemCompleted(services, { userId: c.get('viewer').userId, itemId: pathParam(c, 'id'), completed });
        return c.json({ completed });
      },
    },
    {
      method: 'GET',
      path: '/library/documents/:token',
      params: { token: pathParams.token },
      access: 'member',
      summary: 'The PDF behind a signed link, for the member it was issued to.',
      handler: async (c) => {
        const { pdf, filename } = await openDocumentLink(services, {
          token: pathParam(c, 'token'),
          viewer: c.get('viewer'),
        });
        return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${filename}"`,
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
        });
      },
    },
  ];
};
