import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { criticalThinkingSections, practiceKinds } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { coachItemsWithStatistics } from './coach-item-list';
import {
  createPracticeItem,
  duplicatePracticeItem,
  findPracticeItem,
  publishPracticeItem,
  retirePracticeItem,
  updatePracticeItem,
} from './coach-items';
import { createPracticeForm, listPracticeForms, presetPracticeForm, publishPracticeForm, retirePracticeForm, updatePracticeForm } from './coach-forms';
import { listFirmsWithTestKinds, setFirmTestKinds } from './firm-test-kinds';
import { importPracticeItemsFile, maxCsvBytes } from './import-items';
import { itemsCsvTemplate } from './item-csv';
import { addPracticeItemComment } from './practice-comments';
import {
  firmTestKindsInputSchema,
  practiceCommentInputSchema,
  practiceFormInputSchema,
  practiceItemFiltersSchema,
  practiceItemInputSchema,
} from './practice-item.schema';

/**
 * The coaches' side of timed practice: items (drafts edited, then published and never edited,
 * then retired), test forms, the CSV import, item statistics, the firms' test kinds and
 * comments on practice attempts under review. Every write is audit-logged.
 */
const item = z.looseObject({ id: z.string(), kind: z.enum(practiceKinds), status: z.string() });
const form = z.looseObject({ id: z.string(), kind: z.enum(practiceKinds), title: z.string(), minutes: z.number(), free: z.boolean(), questionIds: z.array(z.string()) });
const firm = z.object({ slug: z.string(), name: z.string(), kinds: z.array(z.enum(practiceKinds)), updatedAt: z.union([z.iso.datetime(), z.null()]) });
const importReport = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
const presetQuery = z
  .object({
    name: z.enum(['full-test', 'section-drill'], 'Choose full-test or section-drill'),
    section: z.enum(criticalThinkingSections, 'Choose one of the five sections').optional(),
  })
  .refine((query) => query.name !== 'section-drill' || query.section, { path: ['section'], message: 'A section drill needs its section' });

/** The import's body: a multipart form with one CSV file, capped before it is read. */
const csvBodyLimit = bodyLimit({
  maxSize: maxCsvBytes + 64 * 1024,
  onError: () => {
    throw new HttpError(413, 'too_large', 'The request body is too large.');
  },
});

export const practiceAdminRoutes: RouteFactory = (services) => {
  const { db } = services;
  const id = { id: pathParams.recordId };
  const itemId = (c: Parameters<typeof pathParam>[0]) => pathParam(c, 'id');
  return [
    route({
      method: 'GET',
      operationId: 'listPracticeItems',
      path: '/admin/practice/items',
      access: 'coach',
      query: practiceItemFiltersSchema,
      responses: { 200: json('The items, newest first, each with its statistics once 20 closed attempts have answered it (else null).', z.object({ items: z.array(item) })) },
      summary:
        'Practice items (?kind=, ?section=, ?status=draft|published|retired, ?q= words in the passage or statement). statistics: { attempts, shareCorrect (mean credit), discrimination (upper-lower index, top 27% minus bottom 27%), mayNotSeparate (index < 0.2) } or null.',
      handler: async (c, { query }) => c.json({ items: await coachItemsWithStatistics(db, query) }),
    }),
    route({
      method: 'POST',
      operationId: 'createPracticeItem',
      path: '/admin/practice/items',
      access: 'coach',
      body: practiceItemInputSchema,
      responses: { 201: json('The item, as a draft.', item) },
      summary:
        'Write a draft item: { kind, section (critical thinking only), format (choice for critical thinking; most-least, rate or rank for situational judgement), passage, prompt, options: [{ id, text, rationale }] (2 to 6), key ({ format, choice } | { format, most, least } | { format, ratings: { optionId: 1-4 } } | { format, order }), explanation, difficulty }.',
      handler: async (c, { body }) => c.json(await createPracticeItem(db, { input: body, coach: c.get('viewer') }), 201),
    }),
    {
      method: 'GET',
      operationId: 'getPracticeItemTemplate',
      path: '/admin/practice/items/import/template',
      access: 'coach',
      responses: { 200: { description: 'The import template: the columns and one example of each kind.', type: 'text/csv' } },
      summary: 'The CSV template for importing items.',
      handler: () =>
        new Response(itemsCsvTemplate(), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="practice-items-template.csv"' } }),
    },
    {
      method: 'POST',
      operationId: 'importPracticeItems',
      path: '/admin/practice/items/import',
      access: 'coach',
      multipart: { fields: { file: 'file' }, required: ['file'] },
      before: [csvBodyLimit],
      responses: { 200: json('What was imported, and each refused row by its number (the header is row 1) and column.', importReport) },
      refusals: [400, 413, 415],
      summary:
        'Import items from CSV (multipart field file, the template’s columns): good rows become drafts; a bad row is stored not at all and reported as { row, field, message }.',
      handler: async (c) => {
        const type = c.req.header('content-type')?.toLowerCase() ?? '';
        if (!type.startsWith('multipart/form-data')) throw new HttpError(415, 'unsupported_type', 'Send the CSV as multipart/form-data in a field named "file".');
        let file: FormDataEntryValue | null;
        try {
          file = (await c.req.formData()).get('file');
        } catch {
          throw new HttpError(400, 'validation_failed', 'The upload is not a valid multipart form.');
        }
        return c.json(await importPracticeItemsFile(db, { file, coach: c.get('viewer') }));
      },
    },
    {
      method: 'GET',
      operationId: 'getPracticeItem',
      path: '/admin/practice/items/:id',
      params: id,
      access: 'coach',
      responses: { 200: json('The item, key and rationales included.', item) },
      summary: 'One practice item.',
      handler: async (c) => c.json(await findPracticeItem(db, { itemId: itemId(c) })),
    },
    route({
      method: 'PUT',
      operationId: 'updatePracticeItem',
      path: '/admin/practice/items/:id',
      params: id,
      access: 'coach',
      body: practiceItemInputSchema,
      responses: { 200: json('The draft, edited.', item) },
      refusals: [409],
      summary: 'Edit a draft item (the whole item, as when creating it). A published or retired item is never edited: 409; duplicate it instead.',
      handler: async (c, { body }) => c.json(await updatePracticeItem(db, { itemId: itemId(c), input: body, coach: c.get('viewer') })),
    }),
    {
      method: 'POST',
      operationId: 'publishPracticeItem',
      path: '/admin/practice/items/:id/publish',
      params: id,
      access: 'coach',
      responses: { 200: json('The item, published.', item) },
      refusals: [409],
      summary: 'Publish a draft item: forms may use it from now on, and it is never edited again.',
      handler: async (c) => c.json(await publishPracticeItem(db, { itemId: itemId(c), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      operationId: 'retirePracticeItem',
      path: '/admin/practice/items/:id/retire',
      params: id,
      access: 'coach',
      responses: { 200: json('The item, retired.', item) },
      refusals: [409],
      summary: 'Retire a draft or published item: no new form may use it; past results keep showing it.',
      handler: async (c) => c.json(await retirePracticeItem(db, { itemId: itemId(c), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      operationId: 'duplicatePracticeItem',
      path: '/admin/practice/items/:id/duplicate',
      params: id,
      access: 'coach',
      responses: { 201: json('The copy, as a new draft.', item) },
      summary: 'Copy an item as a new draft: the way to change a published item.',
      handler: async (c) => c.json(await duplicatePracticeItem(db, { itemId: itemId(c), coach: c.get('viewer') }), 201),
    },
    {
      method: 'GET',
      operationId: 'listPracticeFormsForCoaches',
      path: '/admin/practice/forms',
      access: 'coach',
      responses: { 200: json('Every test form, newest first.', z.object({ forms: z.array(form) })) },
      summary: 'Test forms with their status and items in order.',
      handler: async (c) => c.json({ forms: await listPracticeForms(db) }),
    },
    route({
      method: 'GET',
      operationId: 'presetPracticeForm',
      path: '/admin/practice/forms/preset',
      access: 'coach',
      query: presetQuery,
      responses: {
        200: json(
          'A form body filled from published items, to check and send to POST /admin/practice/forms; short names the sections with too few items.',
          z.object({ kind: z.enum(practiceKinds), title: z.string(), minutes: z.number(), free: z.boolean(), questionIds: z.array(z.string()), short: z.array(z.string()) }),
        ),
      },
      summary: 'A preset form: ?name=full-test (8 published items per section, 40 in 30 minutes) or ?name=section-drill&section=<section> (that section’s items, 10 minutes).',
      handler: async (c, { query }) =>
        c.json(await presetPracticeForm(db, query.name === 'full-test' ? { name: 'full-test' } : { name: 'section-drill', section: query.section! })),
    }),
    route({
      method: 'POST',
      operationId: 'createPracticeForm',
      path: '/admin/practice/forms',
      access: 'coach',
      body: practiceFormInputSchema,
      responses: { 201: json('The form, as a draft.', form) },
      summary:
        'Assemble a draft form: { kind, title, minutes, free, questionIds } (published items of the form’s kind, in order). Several forms of a kind may be free; members see every published free form.',
      handler: async (c, { body }) => c.json(await createPracticeForm(db, { input: body, coach: c.get('viewer') }), 201),
    }),
    route({
      method: 'PUT',
      operationId: 'updatePracticeForm',
      path: '/admin/practice/forms/:id',
      params: id,
      access: 'coach',
      body: practiceFormInputSchema,
      responses: { 200: json('The draft form, edited.', form) },
      refusals: [409],
      summary: 'Edit a draft form (the whole form); a published or retired form is refused (409).',
      handler: async (c, { body }) => c.json(await updatePracticeForm(db, { formId: pathParam(c, 'id'), input: body, coach: c.get('viewer') })),
    }),
    {
      method: 'POST',
      operationId: 'publishPracticeForm',
      path: '/admin/practice/forms/:id/publish',
      params: id,
      access: 'coach',
      responses: { 200: json('The form, published.', form) },
      refusals: [409],
      summary: 'Publish a draft form to members; refused while any of its items is no longer published.',
      handler: async (c) => c.json(await publishPracticeForm(db, { formId: pathParam(c, 'id'), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      operationId: 'retirePracticeForm',
      path: '/admin/practice/forms/:id/retire',
      params: id,
      access: 'coach',
      responses: { 200: json('The form, retired.', form) },
      refusals: [409],
      summary: 'Retire a form: members can no longer start it; past attempts keep their results.',
      handler: async (c) => c.json(await retirePracticeForm(db, { formId: pathParam(c, 'id'), coach: c.get('viewer') })),
    },
    {
      method: 'GET',
      operationId: 'listFirmsWithTestKinds',
      path: '/admin/practice/firms',
      access: 'coach',
      responses: { 200: json('Every firm of the deadlines catalogue with the test kinds recorded for it.', z.object({ firms: z.array(firm) })) },
      summary: 'Which online-test kinds each firm sets, as coaches recorded them (an empty list: not recorded).',
      handler: async (c) => c.json({ firms: await listFirmsWithTestKinds(db) }),
    },
    route({
      method: 'PUT',
      operationId: 'setFirmTestKinds',
      path: '/admin/practice/firms/:slug',
      params: { slug: pathParams.slug },
      access: 'coach',
      body: firmTestKindsInputSchema,
      responses: { 200: json('The firm with its kinds.', firm) },
      summary: 'Record the online-test kinds a firm sets: { kinds: ["critical-thinking" | "situational-judgement"] }.',
      handler: async (c, { body }) => {
        const saved = await setFirmTestKinds(db, { firmSlug: pathParam(c, 'slug'), kinds: body.kinds, coach: c.get('viewer') });
        return c.json({ ...saved, updatedAt: saved.updatedAt.toISOString() });
      },
    }),
    route({
      method: 'POST',
      operationId: 'addPracticeItemComment',
      path: '/admin/reviews/:id/practice-comments',
      params: id,
      access: 'coach',
      body: practiceCommentInputSchema,
      responses: { 201: json('The comment.', z.object({ id: z.string(), attemptId: z.string(), itemId: z.string(), text: z.string(), createdAt: z.string() })) },
      refusals: [409],
      summary: 'Comment on one item of a practice attempt the review covers: { attemptId, itemId, text }. For the coach who claimed the review, while it is open.',
      handler: async (c, { body }) => c.json(await addPracticeItemComment(db, { reviewId: pathParam(c, 'id'), ...body, coach: c.get('viewer') }), 201),
    }),
  ];
};
