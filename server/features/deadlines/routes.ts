import { pathParams } from '../../platform/http-kit/path-params.schema';
import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
import { addDeadline, checkDeadline, retireDeadline, updateDeadline } from './coach-deadlines';
import { deadlineInputSchema, deadlineUpdateSchema, parseDeadlineFilters } from './deadline.schema';
import { listDeadlines, publicDeadline } from './list-deadlines';
import { ukToday } from '../../platform/uk-calendar';

/** The public deadlines calendar, and the coaches' writes to it (each audit-logged). */
export const deadlineRoutes: RouteFactory = (services) => {
  const { db } = services;
  const id = { id: pathParams.recordId };
  return [
    {
      method: 'GET',
      path: '/deadlines',
      access: 'anyone',
      summary:
        'The deadlines calendar, soonest closing first (?opportunity=, ?group=, ?firm=<slug>, ?closing=soon for the next 30 days). checkedOn is null until a coach has confirmed the entry on the firm’s own page.',
      handler: async (c) => {
        const entries = await listDeadlines(db, { filters: parseDeadlineFilters(c.req.query()), today: ukToday() });
        return c.json({ deadlines: entries.map(publicDeadline) });
      },
    },
    {
      method: 'POST',
      path: '/admin/deadlines',
      access: 'coach',
      summary: 'Add a deadline: { firmSlug, opportunity, opensOn?, closesOn, rolling?, url?, confirmed? }.',
      handler: async (c) => {
        const input = await parseJson(c, deadlineInputSchema);
        return c.json(await addDeadline(services, { input, coach: c.get('viewer') }), 201);
      },
    },
    {
      method: 'PATCH',
      path: '/admin/deadlines/:id',
      params: id,
      access: 'coach',
      summary: 'Edit a deadline; a change not marked confirmed makes it unchecked again.',
      handler: async (c) => {
        const changes = await parseJson(c, deadlineUpdateSchema);
        return c.json(await updateDeadline(services, { deadlineId: pathParam(c, 'id'), changes, coach: c.get('viewer') }));
      },
    },
    {
      method: 'POST',
      path: '/admin/deadlines/:id/check',
      params: id,
      access: 'coach',
      summary: 'Mark a deadline checked against the firm’s own page today (UK time).',
      handler: async (c) => c.json(await checkDeadline(services, { deadlineId: pathParam(c, 'id'), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      path: '/admin/deadlines/:id/retire',
      params: id,
      access: 'coach',
      summary: 'Take a deadline off the calendar.',
      handler: async (c) => c.json(await retireDeadline(services, { deadlineId: pathParam(c, 'id'), coach: c.get('viewer') })),
    },
  ];
};
