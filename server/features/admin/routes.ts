import { z } from 'zod';
import { enquiryStatuses } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { listAudit } from '../audit/record-audit';
import { getEnquiry, listEnquiries, enquiryUpdateSchema, updateEnquiry } from './enquiries';
import {
  collectionUpdateSchema,
  getCollectionForEditing,
  itemUpdateSchema,
  listCollectionsForEditing,
  reorderItems,
  reorderSchema,
  updateCollection,
  updateItem,
} from './library-admin';
import { exportMembersCsv, getMemberDetail, listMembers } from './members';
import { addItemFromUpload, replaceItemDocumentFromUpload } from './library-documents';
import { getBusinessOverview } from './overview';
import { wholeNumber } from '../../platform/http-kit/text.schema';

const pageQuery = wholeNumber({ min: 1, max: 10_000, message: 'A page number' }).catch(1);
/** Query strings are forgiving: a value out of shape falls back (the first page, every status, no search). */
const pageOnly = z.object({ page: pageQuery.optional().transform((page) => page ?? 1) });
const memberSearch = pageOnly.extend({ q: z.string().optional().catch(undefined).transform((q) => (q ?? '').slice(0, 200)) });
const enquiryFilter = pageOnly.extend({ status: z.enum(enquiryStatuses).optional().catch(undefined) });
const page = z.looseObject({});
const item = z.looseObject({ id: z.string() });
const collection = z.looseObject({ slug: z.string() });

/** The coach area's API: every route here is for coaches only. */
export const adminRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'getBusinessOverview',
      path: '/admin/overview',
      access: 'coach',
      responses: { 200: json('The overview.', z.looseObject({ members: z.number() })) },
      summary: 'Business overview: members, plans, MRR, enquiries, 12-week trend, cancellation reasons (90 days).',
      handler: async (c) => c.json(await getBusinessOverview(db)),
    },
    route({
      method: 'GET',
      operationId: 'listMembers',
      path: '/admin/members',
      access: 'coach',
      query: memberSearch,
      responses: { 200: json('One page of members.', page) },
      summary: 'Members, searched by name or email (?q=, ?page=).',
      handler: async (c, { query }) => c.json(await listMembers(db, { query: query.q, page: query.page })),
    }),
    {
      method: 'GET',
      operationId: 'exportMembersCsv',
      path: '/admin/members.csv',
      access: 'coach',
      responses: { 200: { description: 'Every member, one a row.', type: 'text/csv' } },
      summary: 'The member list as CSV.',
      handler: async (c) =>
        c.body(await exportMembersCsv(db), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="members-${new Date().toISOString().slice(0, 10)}.csv"`,
          'Cache-Control': 'private, no-store',
        }),
    },
    {
      method: 'GET',
      operationId: 'getMember',
      path: '/admin/members/:id',
      params: { id: pathParams.userId },
      access: 'coach',
      responses: { 200: json('The member.', z.looseObject({})) },
      summary: 'One member: profile, subscriptions, invoices, progress.',
      handler: async (c) => {
        const detail = await getMemberDetail(db, { userId: pathParam(c, 'id') });
        if (!detail) throw notFound('No such member');
        return c.json(detail);
      },
    },
    route({
      method: 'GET',
      operationId: 'listEnquiries',
      path: '/admin/enquiries',
      access: 'coach',
      query: enquiryFilter,
      responses: { 200: json('One page of enquiries.', page) },
      summary: 'The enquiries inbox (?status=, ?page=).',
      handler: async (c, { query }) => c.json(await listEnquiries(db, query)),
    }),
    {
      method: 'GET',
      operationId: 'getEnquiry',
      path: '/admin/enquiries/:id',
      params: { id: pathParams.recordId },
      access: 'coach',
      responses: { 200: json('The enquiry.', item) },
      summary: 'One enquiry.',
      handler: async (c) => {
        const enquiry = await getEnquiry(db, { enquiryId: pathParam(c, 'id') });
        if (!enquiry) throw notFound('No such enquiry');
        return c.json(enquiry);
      },
    },
    route({
      method: 'PATCH',
      operationId: 'updateEnquiry',
      path: '/admin/enquiries/:id',
      params: { id: pathParams.recordId },
      access: 'coach',
      body: enquiryUpdateSchema,
      responses: { 200: json('The enquiry, updated.', item) },
      summary: 'Set an enquiry’s status or internal note.',
      handler: async (c, { body }) => {
        const updated = await updateEnquiry(db, { enquiryId: pathParam(c, 'id'), changes: body, coach: c.get('viewer') });
        if (!updated) throw notFound('No such enquiry');
        return c.json(updated);
      },
    }),
    {
      method: 'GET',
      operationId: 'listCollectionsForEditing',
      path: '/admin/library',
      access: 'coach',
      responses: { 200: json('Every collection.', z.object({ collections: z.array(collection) })) },
      summary: 'All collections, for editing.',
      handler: async (c) => c.json({ collections: await listCollectionsForEditing(db) }),
    },
    {
      method: 'GET',
      operationId: 'getCollectionForEditing',
      path: '/admin/library/:slug',
      params: { slug: pathParams.slug },
      access: 'coach',
      responses: { 200: json('The collection with every item.', z.looseObject({})) },
      summary: 'A collection with every item, hidden ones included.',
      handler: async (c) => {
        const found = await getCollectionForEditing(db, { slug: pathParam(c, 'slug') });
        if (!found) throw notFound('No such collection');
        return c.json(found);
      },
    },
    route({
      method: 'PATCH',
      operationId: 'updateCollection',
      path: '/admin/library/:slug',
      params: { slug: pathParams.slug },
      access: 'coach',
      body: collectionUpdateSchema,
      responses: { 200: json('The collection, updated.', z.looseObject({})) },
      summary: 'Edit a collection’s title, description, intro.',
      handler: async (c, { body }) =>
        c.json(await updateCollection(services, { slug: pathParam(c, 'slug'), changes: body, coach: c.get('viewer') })),
    }),
    route({
      method: 'PUT',
      operationId: 'reorderCollectionItems',
      path: '/admin/library/:slug/order',
      params: { slug: pathParams.slug },
      access: 'coach',
      body: reorderSchema,
      responses: { 200: json('Reordered.', z.object({ reordered: z.literal(true) })) },
      summary: 'Reorder a collection’s items: { itemIds }.',
      handler: async (c, { body }) => {
        await reorderItems(services, { slug: pathParam(c, 'slug'), itemIds: body.itemIds, coach: c.get('viewer') });
        return c.json({ reordered: true });
      },
    }),
    route({
      method: 'PATCH',
      operationId: 'updateLibraryItem',
      path: '/admin/library/items/:id',
      params: { id: pathParams.recordId },
      access: 'coach',
      body: itemUpdateSchema,
      responses: { 200: json('The item, updated.', item) },
      summary: 'Edit an item’s title or description, or hide it.',
      handler: async (c, { body }) => c.json(await updateItem(services, { itemId: pathParam(c, 'id'), changes: body, coach: c.get('viewer') })),
    }),
    route({
      method: 'GET',
      operationId: 'listAuditEntries',
      path: '/admin/audit',
      access: 'coach',
      query: pageOnly,
      responses: { 200: json('One page of the log.', z.object({ entries: z.array(z.looseObject({})), page: z.number().int() })) },
      summary: 'The audit log of coach actions.',
      handler: async (c, { query: { page } }) =>
        c.json({ entries: await listAudit(db, { limit: 100, offset: (page - 1) * 100 }), page }),
    }),
    {
      method: 'PUT',
      operationId: 'replaceLibraryItemDocument',
      path: '/admin/library/items/:id/document',
      params: { id: pathParams.recordId },
      access: 'coach',
      multipart: { fields: { file: 'file' }, required: ['file'] },
      responses: { 200: json('The new document’s page count.', z.object({ pageCount: z.number().int() })) },
      refusals: [415],
      summary: 'Replace an item’s PDF (multipart field file); members get the new one at once.',
      handler: async (c) =>
        c.json(
          await replaceItemDocumentFromUpload(services, {
            itemId: pathParam(c, 'id'),
            request: c.req.raw,
            coach: c.get('viewer'),
          }),
        ),
    },
    {
      method: 'POST',
      operationId: 'addLibraryItem',
      path: '/admin/library/:slug/items',
      params: { slug: pathParams.slug },
      access: 'coach',
      multipart: { fields: { title: 'text', description: 'text', file: 'file' }, required: ['title', 'file'] },
      responses: { 201: json('The item, added.', item) },
      refusals: [415],
      summary: 'Add an item: multipart fields title, description and file (a PDF).',
      handler: async (c) =>
        c.json(
          await addItemFromUpload(services, { slug: pathParam(c, 'slug'), request: c.req.raw, coach: c.get('viewer') }),
          201,
        ),
    },
  ];
};
