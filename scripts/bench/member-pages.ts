import { z } from 'zod';
import type { AuditedPage } from './lighthouse';
import { apiJson, type Session } from './session';

/** The pages a subscriber opens most, audited signed in against the public pages' speed budgets. */
export const memberRoutes = ['/hub', '/applications', '/applications/:id', '/payment-plan', '/practice', '/practice/attempts/:attemptId'] as const;

/** How many calendar entries the bench's subscriber tracks: enough for a board with several cards. */
const trackedCount = 3;

const deadlines = z.object({ deadlines: z.array(z.object({ id: z.string() })) });
const tracked = z.object({ id: z.string() });

/**
 * The subscriber tracks the first few entries of the deadlines calendar through the API, as
 * "Track this deadline" does, so the tracker, the hub's week and an application page have
 * something to show. Tracking an entry again is answered with the same application.
 */
export async function trackApplications(subscriber: Session): Promise<string[]> {
  const { deadlines: entries } = await apiJson(subscriber, '/api/deadlines', deadlines);
  if (entries.length < trackedCount) throw new Error(`the deadlines calendar lists ${entries.length} entries; the bench tracks ${trackedCount}`);
  const ids: string[] = [];
  for (const entry of entries.slice(0, trackedCount)) {
    ids.push((await apiJson(subscriber, '/api/applications', tracked, { method: 'POST', json: { deadlineId: entry.id } })).id);
  }
  return ids;
}

const forms = z.object({ forms: z.array(z.object({ id: z.string(), free: z.boolean() })) });
const attempt = z.object({ id: z.string() });

/** The subscriber starts the free diagnostic test, so its question page can be audited as a member answers it. */
export async function startPracticeAttempt(subscriber: Session): Promise<string> {
  const diagnostic = (await apiJson(subscriber, '/api/practice/forms', forms)).forms.find((form) => form.free);
  if (!diagnostic) throw new Error('no free practice test is published');
  return (await apiJson(subscriber, '/api/practice/attempts', attempt, { method: 'POST', json: { formId: diagnostic.id } })).id;
}

/** `memberRoutes` as the subscriber opens them; `:id` is the first tracked application, `:attemptId` an open practice attempt. */
export const memberPages = (subscriber: Session, { applicationId, attemptId }: { applicationId: string; attemptId: string }): AuditedPage[] =>
  memberRoutes.map((route) => ({
    name: 'subscriber',
    path: route.replace(':id', applicationId).replace(':attemptId', attemptId),
    route,
    public: false,
    cookie: subscriber.cookie,
  }));
