import { getViewer } from '../auth/viewer';
import { notFound } from '../../platform/errors';
import { z } from 'zod';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { issueDocumentLink, openDocumentLink, setItemCompleted } from './document-links';
import { getCollection, listCollections } from './library-queries';
import { progressSchema } from './library.schema';

const collection = z.looseObject({ slug: z.string(), title: z.string() });

export const libraryRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'listCollections',
      path: '/library',
      access: 'anyone',
      responses: { 200: json('The collections.', z.object({ collections: z.array(collection) })) },
      summary: 'The premium collections with item counts (and the caller’s progress).',
      handler: async (c) => {
        const viewer = await getViewer(services, c.req.raw.headers);
        return c.json({ collections: await listCollections(db, { userId: viewer?.userId }) });
      },
    },
    {
      method: 'GET',
      operationId: 'getCollection',
      path: '/library/:slug',
      params: { slug: pathParams.slug },
      access: 'anyone',
      responses: { 200: json('The collection and its items.', z.looseObject({})) },
      summary: 'A collection and its items (titles only, no documents).',
      handler: async (c) => {
        const found = await getCollection(db, { slug: pathParam(c, 'slug') });
        if (!found) throw notFound('No such collection');
        return c.json(found);
      },
    },
    {
      method: 'POST',
      operationId: 'issueDocumentLink',
      path: '/library/items/:id/link',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      responses: { 200: json('The signed link.', z.looseObject({ url: z.string() })) },
      summary: 'A signed five-minute link to the item’s watermarked PDF.',
      handler: async (c) =>
        c.json(await issueDocumentLink(services, { userId: c.get('viewer').userId, itemId: pathParam(c, 'id') })),
    },
    route({
      method: 'PUT',
      operationId: 'setItemProgress',
      path: '/library/items/:id/progress',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      body: progressSchema,
      responses: { 200: json('Saved.', z.object({ completed: z.boolean() })) },
      summary: 'Mark an item complete or not: { completed }.',
      handler: async (c, { body: { completed } }) => {
        await setItemCompleted(services, { userId: c.get('viewer').userId, itemId: pathParam(c, 'id'), completed });
        return c.json({ completed });
      },
    }),
    {
      method: 'GET',
      operationId: 'openDocument',
      path: '/library/documents/:token',
      params: { token: pathParams.token },
      access: 'member',
      responses: { 200: { description: 'The watermarked PDF.', type: 'application/pdf' } },
      // An expired or forged link, another member's link, or a member whose plan has lapsed since.
      refusals: [403],
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
