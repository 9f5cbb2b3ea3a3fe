import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { parseJson, pathParam, readJson, validateInput, type RouteFactory } from '../kit/route-table';
import { applicationResponse, listApplications } from './application-queries';
import { createApplicationSchemaFor, updateApplicationSchema } from './application.schema';
import { calendarFeed, calendarFeedFile, calendarUrlOf, resetCalendarToken } from './calendar-feed';
import { trackApplication } from './track-application';
import { deleteApplication, updateApplication } from './update-application';

/** The member's tracker, and the private calendar feed of its closing dates. */
export const applicationRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      path: '/applications',
      access: 'member',
      summary: 'The member’s tracked applications, soonest closing first, and their private calendar feed URL.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        const [applications, calendarUrl] = await Promise.all([listApplications(db, { userId }), calendarUrlOf(services, { userId })]);
        return c.json({ applications: applications.map(applicationResponse), calendarUrl });
      },
    },
    {
      method: 'POST',
      path: '/applications',
      access: 'member',
      summary:
        'Track an application: `{ deadlineId }` from the deadlines calendar, or `{ firm, opportunity, closesOn? }` by hand. 201 when added; tracking a deadline already tracked answers 200 with that application.',
      handler: async (c) => {
        const body = await readJson(c);
        const input = validateInput(createApplicationSchemaFor(body), body);
        const { application, created } = await trackApplication(services, { userId: c.get('viewer').userId, input });
        return c.json(applicationResponse(application), created ? 201 : 200);
      },
    },
    {
      method: 'PATCH',
      path: '/applications/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      summary:
        'Change one of the member’s applications: move it to a stage (the day is recorded), replace its notes, or correct its firm, opening or closing date (null clears it): `{ stage?, notes?, firm?, opportunity?, closesOn? }`.',
      handler: async (c) => {
        const input = await parseJson(c, updateApplicationSchema);
        const application = await updateApplication(services, { userId: c.get('viewer').userId, applicationId: pathParam(c, 'id'), input });
        return c.json(applicationResponse(application));
      },
    },
    {
      method: 'DELETE',
      path: '/applications/:id',
      params: { id: pathParams.recordId },
      access: 'member',
      summary: 'Stop tracking one of the member’s applications (its draft answers go with it).',
      handler: async (c) => {
        await deleteApplication(services, { userId: c.get('viewer').userId, applicationId: pathParam(c, 'id') });
        return c.json({ deleted: true });
      },
    },
    {
      method: 'POST',
      path: '/me/calendar-token',
      access: 'member',
      summary: 'Replace the secret in the member’s calendar feed URL: the old URL stops working. Answers `{ calendarUrl }`.',
      handler: async (c) => c.json({ calendarUrl: await resetCalendarToken(services, { userId: c.get('viewer').userId }) }),
    },
    {
      method: 'GET',
      path: '/calendar/:feed',
      params: { feed: z.string().regex(calendarFeedFile) },
      access: 'anyone',
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
