import { z } from 'zod';
import { enquiryStatuses } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
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
const statusQuery = z.enum(enquiryStatuses).optional().catch(undefined);

/** The coach area's API: every route here is for coaches only. */
export const adminRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      path: '/admin/overview',
      access: 'coach',
      summary: 'Business overview: members, plans, MRR, enquiries, 12-week trend, cancellation reasons (90 days).',
      handler: async (c) => c.json(await getBusinessOverview(db)),
    },
    {
      method: 'GET',
      path: '/admin/members',
      access: 'coach',
      summary: 'Members, searched by name or email (?q=, ?page=).',
      handler: async (c) =>
        c.json(
          await listMembers(db, {
            query: (c.req.query('q') ?? '').slice(0, 200),
            page: pageQuery.parse(c.req.query('page')),
          }),
        ),
    },
    {
      method: 'GET',
      path: '/admin/members.csv',
      access: 'coach',
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
      path: '/admin/members/:id',
      params: { id: pathParams.userId },
      access: 'coach',
      summary: 'One member: profile, subscriptions, invoices, progress.',
      handler: async (c) => {
        const detail = await getMemberDetail(db, { userId: pathParam(c, 'id') });
        if (!detail) throw notFound('No such member');
        return c.json(detail);
      },
    },
    {
      method: 'GET',
      path: '/admin/enquiries',
      access: 'coach',
      summary: 'The enquiries inbox (?status=, ?page=).',
      handler: async (c) =>
        c.json(
          await listEnquiries(db, {
            status: statusQuery.parse(c.req.query('status')),
            page: pageQuery.parse(c.req.query('page')),
          }),
        ),
    },
    {
      method: 'GET',
      path: '/admin/enquiries/:id',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'One enquiry.',
      handler: async (c) => {
        const enquiry = await getEnquiry(db, { enquiryId: pathParam(c, 'id') });
        if (!enquiry) throw notFound('No such enquiry');
        return c.json(enquiry);
      },
    },
    {
      method: 'PATCH',
      path: '/admin/enquiries/:id',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'Set an enquiry’s status or internal note.',
      handler: async (c) => {
        const changes = await parseJson(c, enquiryUpdateSchema);
        const updated = await updateEnquiry(db, { enquiryId: pathParam(c, 'id'), changes, coach: c.get('viewer') });
        if (!updated) throw notFound('No such enquiry');
        return c.json(updated);
      },
    },
    {
      method: 'GET',
      path: '/admin/library',
      access: 'coach',
      summary: 'All collections, for editing.',
      handler: async (c) => c.json({ collections: await listCollectionsForEditing(db) }),
    },
    {
      method: 'GET',
      path: '/admin/library/:slug',
      params: { slug: pathParams.slug },
      access: 'coach',
      summary: 'A collection with every item, hidden ones included.',
      handler: async (c) => {
        const found = await getCollectionForEditing(db, { slug: pathParam(c, 'slug') });
        if (!found) throw notFound('No such collection');
        return c.json(found);
      },
    },
    {
      method: 'PATCH',
      path: '/admin/library/:slug',
      params: { slug: pathParams.slug },
      access: 'coach',
      summary: 'Edit a collection’s title, description, intro.',
      handler: async (c) => {
        const changes = await parseJson(c, collectionUpdateSchema);
        return c.json(await updateCollection(services, { slug: pathParam(c, 'slug'), changes, coach: c.get('viewer') }));
      },
    },
    {
      method: 'PUT',
      path: '/admin/library/:slug/order',
      params: { slug: pathParams.slug },
      access: 'coach',
      summary: 'Reorder a collection’s items: { itemIds }.',
      handler: async (c) => {
        const { itemIds } = await parseJson(c, reorderSchema);
        await reorderItems(services, { slug: pathParam(c, 'slug'), itemIds, coach: c.get('viewer') });
        return c.json({ reordered: true });
      },
    },
    {
      method: 'PATCH',
      path: '/admin/library/items/:id',
      params: { id: pathParams.recordId },
      access: 'coach',
      summary: 'Edit an item’s title or description, or hide it.',
      handler: async (c) => {
        const changes = await parseJson(c, itemUpdateSchema);
        return c.json(await updateItem(services, { itemId: pathParam(c, 'id'), changes, coach: c.get('viewer') }));
      },
    },
    {
      method: 'GET',
      path: '/admin/audit',
      access: 'coach',
      summary: 'The audit log of coach actions.',
      handler: async (c) => {
        const page = pageQuery.parse(c.req.query('page'));
        return c.json({ entries: await listAudit(db, { limit: 100, offset: (page - 1) * 100 }), page });
      },
    },
    {
      method: 'PUT',
      path: '/admin/library/items/:id/document',
      params: { id: pathParams.recordId },
      access: 'coach',
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
      path: '/admin/library/:slug/items',
      params: { slug: pathParams.slug },
      access: 'coach',
      summary: 'Add an item: multipart fields title, description and file (a PDF).',
      handler: async (c) =>
        c.json(
          await addItemFromUpload(services, { slug: pathParam(c, 'slug'), request: c.req.raw, coach: c.get('viewer') }),
          201,
        ),
    },
  ];
};
