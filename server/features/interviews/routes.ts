import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { finishInterviewAttempt, getInterviewAttempt, listInterviewAttempts, listSetsForMember, requestInterviewReview, runningInterviewAttemptsLimit, startInterviewAttempt } from './interview-attempts';
import { pinRecordingCommentSchema, requestInterviewReviewSchema, startInterviewAttemptSchema } from './interview.schema';
import { pinRecordingComment } from './pin-recording-comment';

/*
 * Video-interview practice, a subscriber feature: question sets in the one-way format firms
 * use, attempts on the timed-attempt core (ADR 0044) whose takes are sent over tus to
 * `/api/recordings`, and review requests of those takes with coaches' comments pinned to
 * moments.
 */

const question = z.looseObject({
  id: z.string(),
  text: z.string(),
  prepareSeconds: z.number(),
  answerSeconds: z.number(),
  takes: z.number(),
  standardPrepareSeconds: z.number(),
  standardAnswerSeconds: z.number(),
});
const firm = z.object({ slug: z.string(), name: z.string() }).nullable();
const set = z.looseObject({ id: z.string(), title: z.string(), firm, questions: z.array(question) });
const timing = {
  now: z.string(),
  status: z.enum(['open', 'submitted', 'expired']),
  startedAt: z.string(),
  deadline: z.string().nullable(),
  timeLeftSeconds: z.number().nullable(),
};
const attemptStarted = z.looseObject({ id: z.string(), ...timing, questions: z.array(question), set });
const take = z.looseObject({
  id: z.string(),
  durationSeconds: z.number().nullable(),
  status: z.enum(['uploading', 'ready']),
  url: z.string(),
  comments: z.array(z.looseObject({ id: z.string(), atSeconds: z.number(), text: z.string() })),
});
const attemptRead = z.looseObject({
  id: z.string(),
  ...timing,
  set,
  answers: z.array(z.looseObject({ questionId: z.string(), takes: z.array(take) })),
});

const attemptPath = { id: pathParams.recordId };

const timesStretched =
  'Times are the member’s: preparation and answer times stretched by their time factor (extra time in their settings; the standard ones beside them as `standardPrepareSeconds`, `standardAnswerSeconds`).';

export const interviewRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'listInterviewSets',
      path: '/interviews/sets',
      access: 'subscriber',
      responses: { 200: json('The published question sets.', z.object({ sets: z.array(set) })) },
      summary: `The published video-interview question sets, generic first, each with its firm (null for a generic set) and questions. ${timesStretched}`,
      handler: async (c) => c.json({ sets: await listSetsForMember(db, { userId: c.get('viewer').userId }) }),
    },
    route({
      method: 'POST',
      operationId: 'startInterviewAttempt',
      path: '/interviews/attempts',
      access: 'subscriber',
      body: startInterviewAttemptSchema,
      responses: { 201: json('The attempt, started: the server’s instant, its deadline and the questions.', attemptStarted) },
      refusals: [404, 409],
      summary: `Start a run through a question set (\`{ setId }\`). The server holds the deadline: every take of every question plus a minute to move on after each, × the member’s time factor (a day for a member who practises untimed). 409 while ${runningInterviewAttemptsLimit} of the member’s attempts are still running. ${timesStretched}`,
      handler: async (c, { body }) => {
        const started = await startInterviewAttempt(db, { userId: c.get('viewer').userId, setId: body.setId });
        return c.json({ ...started, questions: started.set.questions }, 201);
      },
    }),
    {
      method: 'GET',
      operationId: 'listInterviewAttempts',
      path: '/interviews/attempts',
      access: 'subscriber',
      responses: {
        200: json(
          'The member’s attempts, newest first.',
          z.object({ attempts: z.array(z.looseObject({ id: z.string(), setTitle: z.string(), firm, startedAt: z.string(), running: z.boolean(), readyTakes: z.number() })) }),
        ),
      },
      summary: 'The member’s video-interview attempts, newest first, with the set, whether each is still running (open, before its deadline) and how many takes are ready.',
      handler: async (c) => c.json({ attempts: await listInterviewAttempts(db, { userId: c.get('viewer').userId }) }),
    },
    {
      method: 'GET',
      operationId: 'getInterviewAttempt',
      path: '/interviews/attempts/:id',
      params: attemptPath,
      access: 'member',
      responses: { 200: json('The attempt on the server’s clock, with each answer’s takes and the coaches’ comments on them.', attemptRead) },
      summary: `One of the member’s attempts (a coach: one with takes sent for review): the server’s instant and the deadline, so a countdown runs from the server’s clock, and each answer’s takes (\`uploading\` while the tus upload runs, \`ready\` once ended; \`url\` plays it with Range). ${timesStretched}`,
      handler: async (c) => {
        const found = await getInterviewAttempt(db, { reader: c.get('viewer'), attemptId: pathParam(c, 'id') });
        if (!found) throw notFound('No such attempt');
        return c.json(found);
      },
    },
    route({
      method: 'POST',
      operationId: 'finishInterviewAttempt',
      path: '/interviews/attempts/:id/finish',
      params: attemptPath,
      access: 'subscriber',
      responses: { 200: json('The attempt as it ended (`submitted`), or as it had already ended.', z.looseObject({ id: z.string(), ...timing })) },
      summary: `End one of your running attempts now: no take starts after it (one being sent may send its last chunks), its takes stay to watch and send for review, and it no longer counts among the ${runningInterviewAttemptsLimit} you may run at once. An attempt already ended stays as it was.`,
      handler: async (c) => c.json(await finishInterviewAttempt(db, { userId: c.get('viewer').userId, attemptId: pathParam(c, 'id') })),
    }),
    route({
      method: 'POST',
      operationId: 'requestInterviewAttemptReview',
      path: '/interviews/attempts/:id/review',
      params: attemptPath,
      access: 'subscriber',
      body: requestInterviewReviewSchema,
      responses: { 201: json('The review request.', z.looseObject({ id: z.string(), status: z.string() })) },
      refusals: [403, 404, 409],
      summary:
        'Send the ready takes of one answer (`{ questionId }`) or of the whole attempt (no `questionId`) to the coaches as one review request (`notes?`), within the plan’s monthly allowance. The whole attempt sends the answers not yet sent; 409 when nothing is ready to send, or when the answer (or every answer) is already with the coaches.',
      handler: async (c, { body }) =>
        c.json(
          await requestInterviewReview(services, { userId: c.get('viewer').userId, attemptId: pathParam(c, 'id'), questionId: body.questionId, notes: body.notes }),
          201,
        ),
    }),
    route({
      method: 'POST',
      operationId: 'pinRecordingComment',
      path: '/admin/reviews/:id/recording-comments',
      params: { id: pathParams.recordId },
      access: 'coach',
      body: pinRecordingCommentSchema,
      responses: { 201: json('The comment, pinned.', z.looseObject({ id: z.string(), recordingId: z.string(), atSeconds: z.number(), text: z.string() })) },
      refusals: [404, 409],
      summary:
        'Pin a comment to a moment of a take sent with this review (`{ recordingId, atSeconds, text }`; `atSeconds` a number, or `m:ss`, within the take: 400 past its recorded length). The review must be claimed by this coach and not completed (409). Audit-logged.',
      handler: async (c, { body }) =>
        c.json(await pinRecordingComment(services, { coach: c.get('viewer'), reviewId: pathParam(c, 'id'), ...body }), 201),
    }),
  ];
};
