import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { getPracticeAttempt, listFormsForMember, savePracticeAnswer, startPracticeAttempt, submitPracticeAttempt } from './practice-attempts';
import { requestPracticeAttemptReviewSchema, saveAnswerSchema, startAttemptSchema } from './practice-answer.schema';
import { standingBands, standingPool } from './form-standing';
import { listPracticeAttempts } from './practice-queries';
import { requestPracticeReview } from './request-practice-review';

/*
 * Timed practice for the online tests firms set, for members: the free diagnostic for every
 * member, the other forms with a plan. The deadline is the server's (ADR 0044): every answer
 * is saved as given and refused once the attempt has closed.
 */

const option = z.object({ id: z.string(), text: z.string() });
const question = z.looseObject({
  id: z.string(),
  section: z.string().optional(),
  format: z.enum(['choice', 'most-least', 'rate', 'rank']),
  passage: z.string(),
  prompt: z.string(),
  options: z.array(option),
});
const status = z.enum(['open', 'submitted', 'expired']);
const section = z.object({ name: z.string(), score: z.number(), maxScore: z.number() });
const result = z.looseObject({ score: z.number(), maxScore: z.number(), sections: z.array(section) });
const attempt = z.looseObject({
  id: z.string(),
  deadline: z.string().nullable(),
  questions: z.array(question),
});
const attemptRead = attempt.extend({
  answers: z.record(z.string(), z.union([z.string(), z.array(z.union([z.string(), z.number()]))])),
  timeLeftSeconds: z.number().nullable(),
  status,
  result: result.optional(),
  standing: z
    .object({ band: z.enum(standingBands), percentile: z.number().nullable() })
    .nullable()
    .optional()
    .describe(
      `Once closed: where the score stands among members who finished the form (each by their best attempt), counting only members with a verified email who have paid for a plan or joined over ${standingPool.accountAgeDays} days ago. Null until ${standingPool.minimumMembers} such members have finished it; then a band (top 10%, top 25%, top half, bottom half), and \`percentile\` (the share who scored lower) only from ${standingPool.exactFromMembers} members.`,
    ),
});
const form = z.looseObject({
  id: z.string(),
  kind: z.enum(['critical-thinking', 'situational-judgement']),
  title: z.string(),
  questions: z.number(),
  minutes: z.number(),
  free: z.boolean(),
});

const attemptPath = { id: pathParams.recordId };

export const practiceRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'listPracticeForms',
      path: '/practice/forms',
      access: 'member',
      responses: { 200: json('The published practice tests.', z.object({ forms: z.array(form) })) },
      summary:
        'The published practice tests (critical thinking, situational judgement): the diagnostic is free to every member, the rest need a plan (`available` says which this member may start).',
      handler: async (c) => c.json({ forms: await listFormsForMember(services, { userId: c.get('viewer').userId }) }),
    },
    route({
      method: 'POST',
      operationId: 'startPracticeAttempt',
      path: '/practice/attempts',
      access: 'member',
      body: startAttemptSchema,
      responses: {
        201: json('The attempt, started: its deadline (null when untimed) and questions, without keys; `resumed: false`.', attempt),
        200: json('The member’s attempt of this form already running, as `GET /practice/attempts/:id` reads it, with `resumed: true`.', attemptRead),
      },
      refusals: [403, 404, 409],
      summary:
        'Start a timed attempt of a practice test (`{ formId }`). The server sets the deadline: start + time limit × the member’s time factor (none when untimed). One attempt of a form runs at a time: while one is running, this returns it (200) rather than starting another. Forms other than the free diagnostic need a plan (403).',
      handler: async (c, { body }) => {
        const started = await startPracticeAttempt(services, { userId: c.get('viewer').userId, formId: body.formId });
        return c.json(started, started.resumed ? 200 : 201);
      },
    }),
    {
      method: 'GET',
      operationId: 'listPracticeAttempts',
      path: '/practice/attempts',
      access: 'member',
      responses: {
        200: json(
          'The member’s attempts, newest first.',
          z.object({ attempts: z.array(z.looseObject({ id: z.string(), formTitle: z.string(), startedAt: z.string(), status, score: z.number().nullable(), maxScore: z.number().nullable() })) }),
        ),
      },
      summary: 'The member’s practice attempts, newest first (form, date, score, status): their trend.',
      handler: async (c) => c.json({ attempts: await listPracticeAttempts(db, { userId: c.get('viewer').userId }) }),
    },
    {
      method: 'GET',
      operationId: 'getPracticeAttempt',
      path: '/practice/attempts/:id',
      params: attemptPath,
      access: 'member',
      responses: {
        200: json(
          'The attempt as it stands on the server’s clock: its answers and time left; once closed, the result and each item’s key and rationales.',
          attemptRead,
        ),
      },
      summary:
        'One of the member’s attempts (a coach: one sent for review): answers so far and `timeLeftSeconds` from the server’s clock. An attempt past its deadline is closed first. Keys and rationales only once closed.',
      handler: async (c) => {
        const viewer = c.get('viewer');
        const found = await getPracticeAttempt(services, { reader: viewer, attemptId: pathParam(c, 'id') });
        if (!found) throw notFound('No such attempt');
        return c.json(found);
      },
    },
    route({
      method: 'PUT',
      operationId: 'savePracticeAnswer',
      path: '/practice/attempts/:id/answers/:questionId',
      params: { id: pathParams.recordId, questionId: pathParams.recordId },
      access: 'member',
      body: saveAnswerSchema,
      responses: { 200: json('The answer, saved: which question, and the time left on the server’s clock.', z.looseObject({ questionId: z.string(), timeLeftSeconds: z.number().nullable() })) },
      refusals: [404, 409],
      summary:
        'Save an answer to one question of an open attempt (`{ answer }`: an option id; most then least effective as a pair; a rating from 1 to 4 per response; response ids in rank order). Refused (409) once the attempt is submitted or its time has run out, which closes it.',
      handler: async (c, { body }) =>
        c.json(
          await savePracticeAnswer(services, {
            userId: c.get('viewer').userId,
            attemptId: pathParam(c, 'id'),
            questionId: pathParam(c, 'questionId'),
            answer: body.answer,
          }),
        ),
    }),
    {
      method: 'POST',
      operationId: 'submitPracticeAttempt',
      path: '/practice/attempts/:id/submit',
      params: attemptPath,
      access: 'member',
      responses: { 200: json('The result: the score overall and per section.', result) },
      refusals: [404],
      summary: 'Submit an attempt and read its result; an attempt already closed returns its result.',
      handler: async (c) => c.json(await submitPracticeAttempt(services, { userId: c.get('viewer').userId, attemptId: pathParam(c, 'id') })),
    },
    route({
      method: 'POST',
      operationId: 'requestPracticeAttemptReview',
      path: '/practice/attempts/:id/review',
      params: attemptPath,
      access: 'member',
      body: requestPracticeAttemptReviewSchema,
      responses: { 201: json('The review request.', z.looseObject({ id: z.string(), status: z.string() })) },
      refusals: [403, 404, 409],
      summary:
        'Send a closed attempt to the coaches as a review request (`{ notes? }`), within the plan’s monthly allowance; 409 while the attempt is open or once it is already with the coaches.',
      handler: async (c, { body }) =>
        c.json(await requestPracticeReview(services, { userId: c.get('viewer').userId, attemptId: pathParam(c, 'id'), notes: body.notes }), 201),
    }),
  ];
};
