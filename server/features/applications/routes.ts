import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { json, pathParam, route, validateInput, type RouteFactory } from '../kit/route-table';
import { applicationResponse, listApplications } from './application-queries';
import { createApplicationSchema, createApplicationSchemaFor, updateApplicationSchema } from './application.schema';
import { calendarFeed, calendarFeedFile, calendarUrlOf, resetCalendarToken } from './calendar-feed';
import { trackApplication } from './track-application';
import { deleteApplication, updateApplication } from './update-application';

/** The member's tracker, and the private calendar feed of its closing dates. */
const application = z.looseObject({ id: z.string(), firm: z.string() });

export const applicationRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'listApplications',
      path: '/applications',
      access: 'member',
      keep: 'member',
      responses: { 200: json('The tracker.', z.object({ applications: z.array(application), calendarUrl: z.string() })) },
      summary: 'The member’s tracked applications, soonest closing first, and their private calendar feed URL.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        const [applications, calendarUrl] = await Promise.all([listApplications(db, { userId }), calendarUrlOf(services, { userId })]);
        return c.json({ applications: applications.map(applicationResponse), calendarUrl });
      },
    },
    {
      method: 'POST',
      operationId: 'trackApplication',
      path: '/applications',
      access: 'member',
      // Which of the two shapes applies is decided by the body, so the handler checks it.
      body: createApplicationSchema,
      bodyCheckedByHandler: true,
      responses: { 200: json('Already tracked.', application), 201: json('Tracked.', application) },
      refusals: [404, 409, 429],
      summary:
        'Track an application: `{ deadlineId }` from the deadlines calendar, or `{ firm, opportunity, closesOn? }` by hand. 201 when added; tracking a deadline already tracked answers 200 with that application.',
      handler: async (c, { body }) => {
        const input = validateInput(createApplicationSchemaFor(body), body);
        const { application, created } = await trackApplication(services, { userId: c.get('viewer').userId, input });
        return c.json(applicationResponse(application), created ? 201 : 200);
      },
    },
    route({
      method: 'PATCH',
      operationId: 'updateApplication',
      path: '/applications/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      body: updateApplicationSchema,
      responses: { 200: json('The application, changed.', application) },
      refusals: [409],
      summary:
        'Change one of the member’s applications: move it to a stage (the day is recorded), replace its notes, or correct its firm, opening or closing date (null clears it): `{ stage?, notes?, firm?, opportunity?, closesOn? }`.',
      handler: async (c, { body }) => {
        const updated = await updateApplication(services, { userId: c.get('viewer').userId, applicationId: pathParam(c, 'id'), input: body });
        return c.json(applicationResponse(updated));
      },
    }),
    {
      method: 'DELETE',
      operationId: 'stopTrackingApplication',
      path: '/applications/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      responses: { 200: json('Stopped.', z.object({ deleted: z.literal(true) })) },
      refusals: [409],
      summary: 'Stop tracking one of the member’s applications (its draft answers go with it).',
      handler: async (c) => {
        await deleteApplication(services, { userId: c.get('viewer').userId, applicationId: pathParam(c, 'id') });
        return c.json({ deleted: true });
      },
    },
    {
      method: 'POST',
      operationId: 'resetCalendarToken',
      path: '/me/calendar-token',
      access: 'member',
      responses: { 200: json('The new feed address.', z.object({ calendarUrl: z.string() })) },
      summary: 'Replace the secret in the member’s calendar feed URL: the old URL stops working. Answers `{ calendarUrl }`.',
      handler: async (c) => c.json({ calendarUrl: await resetCalendarToken(services, { userId: c.get('viewer').userId }) }),
    },
    {
      method: 'GET',
      operationId: 'getCalendarFeed',
      path: '/calendar/:feed',
      params: { feed: z.string().regex(calendarFeedFile).meta({ example: 'c2VjcmV0LXRva2Vu.ics' }) },
      access: 'anyone',
      responses: { 200: { description: 'The feed.', type: 'text/calendar' } },
      summary:
        'A member’s private calendar feed (`/api/calendar/<token>.ics`, text/calendar): one all-day event per tracked closing date. The token in the URL is the credential.',
      handler: async (c) => {
        const token = calendarFeedFile.exec(pathParam(c, 'feed'))![1]!;
        const feed = await calendarFeed(services, { token });
        if (feed === null) throw notFound();
        return c.body(feed, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="clearpath-applications.ics"',
          'Cache-Control': 'private, no-cache',
          'X-Robots-Tag': 'noindex',
        });
      },
    },
  ];
};
