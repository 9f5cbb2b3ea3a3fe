import { pathParams } from '../../platform/http-kit/path-params.schema';
import { z } from 'zod';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { addDeadline, checkDeadline, retireDeadline, updateDeadline } from './coach-deadlines';
import { deadlineInputSchema, deadlineUpdateSchema, parseDeadlineFilters } from './deadline.schema';
import { listDeadlines, publicDeadline } from './list-deadlines';
import { ukToday } from '../../platform/uk-calendar';

/** The public deadlines calendar, and the coaches' writes to it (each audit-logged). */
const deadline = z.looseObject({ id: z.string() });

export const deadlineRoutes: RouteFactory = (services) => {
  const { db } = services;
  const id = { id: pathParams.recordId };
  return [
    {
      method: 'GET',
      operationId: 'listDeadlines',
      path: '/deadlines',
      access: 'anyone',
      responses: { 200: json('The calendar.', z.object({ deadlines: z.array(deadline) })) },
      summary:
        'The deadlines calendar, soonest closing first (?opportunity=, ?group=, ?firm=<slug>, ?closing=soon for the next 30 days). checkedOn is null until a coach has confirmed the entry on the firm’s own page.',
      handler: async (c) => {
        const entries = await listDeadlines(db, { filters: parseDeadlineFilters(c.req.query()), today: ukToday() });
        return c.json({ deadlines: entries.map(publicDeadline) });
      },
    },
    route({
      method: 'POST',
      operationId: 'addDeadline',
      path: '/admin/deadlines',
      access: 'coach',
      body: deadlineInputSchema,
      responses: { 201: json('The deadline, added.', deadline) },
      summary: 'Add a deadline: { firmSlug, opportunity, opensOn?, closesOn, rolling?, url?, confirmed? }.',
      handler: async (c, { body }) => c.json(await addDeadline(services, { input: body, coach: c.get('viewer') }), 201),
    }),
    route({
      method: 'PATCH',
      operationId: 'updateDeadline',
      path: '/admin/deadlines/:id',
      params: id,
      access: 'coach',
      body: deadlineUpdateSchema,
      responses: { 200: json('The deadline, updated.', deadline) },
      summary: 'Edit a deadline; a change not marked confirmed makes it unchecked again.',
      handler: async (c, { body }) =>
        c.json(await updateDeadline(services, { deadlineId: pathParam(c, 'id'), changes: body, coach: c.get('viewer') })),
    }),
    {
      method: 'POST',
      operationId: 'checkDeadline',
      path: '/admin/deadlines/:id/check',
      params: id,
      access: 'coach',
      responses: { 200: json('The deadline, checked today.', deadline) },
      summary: 'Mark a deadline checked against the firm’s own page today (UK time).',
      handler: async (c) => c.json(await checkDeadline(services, { deadlineId: pathParam(c, 'id'), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      operationId: 'retireDeadline',
      path: '/admin/deadlines/:id/retire',
      params: id,
      access: 'coach',
      responses: { 200: json('The deadline, retired.', deadline) },
      summary: 'Take a deadline off the calendar.',
      handler: async (c) => c.json(await retireDeadline(services, { deadlineId: pathParam(c, 'id'), coach: c.get('viewer') })),
    },
  ];
};
