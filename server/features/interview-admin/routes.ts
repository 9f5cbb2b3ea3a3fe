import { z } from 'zod';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { interviewQuestionInputSchema } from '../interviews/interview.schema';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import {
  addInterviewQuestion,
  createInterviewSet,
  duplicateInterviewSet,
  findSetForCoaches,
  listSetsForCoaches,
  publishInterviewSet,
  removeInterviewQuestion,
  reorderInterviewQuestions,
  retireInterviewSet,
  updateInterviewQuestion,
  updateInterviewSet,
} from './coach-sets';
import { interviewQuestionOrderSchema, interviewSetInputSchema } from './interview-set.schema';

/**
 * The coaches' side of video-interview practice: question sets written as drafts, published
 * to members and never edited after, retired, or duplicated to change them. Every write is
 * audit-logged.
 */
const firm = z.object({ slug: z.string(), name: z.string() }).nullable();
const status = z.enum(['draft', 'published', 'retired']);
const question = z.object({ id: z.string(), text: z.string(), prepareSeconds: z.number(), answerSeconds: z.number(), takes: z.number() });
const setSummary = z.looseObject({ id: z.string(), title: z.string(), firm, status, questionCount: z.number(), attemptCount: z.number() });
const set = z.looseObject({ id: z.string(), title: z.string(), description: z.string(), firm, status, questions: z.array(question), attemptCount: z.number() });

const questionFields = '{ text, prepareSeconds (0-60), answerSeconds (30-180), takes (1-3) }: the standard times, which a member’s extra time stretches';
const draftsOnly = 'A published or retired set is never edited (409): duplicate it instead.';

export const interviewAdminRoutes: RouteFactory = (services) => {
  const { db } = services;
  const setPath = { id: pathParams.recordId };
  const questionPath = { id: pathParams.recordId, questionId: pathParams.recordId };
  const setId = (c: Parameters<typeof pathParam>[0]) => pathParam(c, 'id');
  return [
    {
      method: 'GET',
      operationId: 'listInterviewSetsForCoaches',
      path: '/admin/interviews/sets',
      access: 'coach',
      responses: { 200: json('Every set: drafts first, then published, then retired.', z.object({ sets: z.array(setSummary) })) },
      summary: 'Video-interview question sets of every status, each with its firm (null: generic), how many questions it has and how many attempts members started.',
      handler: async (c) => c.json({ sets: await listSetsForCoaches(db) }),
    },
    route({
      method: 'POST',
      operationId: 'createInterviewSet',
      path: '/admin/interviews/sets',
      access: 'coach',
      body: interviewSetInputSchema,
      responses: { 201: json('The set, as a draft with no questions.', set) },
      summary: 'Start a draft set: { title, description?, firmSlug? } (a firm of the deadlines catalogue; left out or null for a generic set).',
      handler: async (c, { body }) => c.json(await createInterviewSet(db, { input: body, coach: c.get('viewer') }), 201),
    }),
    {
      method: 'GET',
      operationId: 'getInterviewSetForCoaches',
      path: '/admin/interviews/sets/:id',
      params: setPath,
      access: 'coach',
      responses: { 200: json('The set with its questions in order.', set) },
      refusals: [404],
      summary: 'One question set, whatever its status, with its questions (standard times) and how many attempts members started.',
      handler: async (c) => c.json(await findSetForCoaches(db, { setId: setId(c) })),
    },
    route({
      method: 'PUT',
      operationId: 'updateInterviewSet',
      path: '/admin/interviews/sets/:id',
      params: setPath,
      access: 'coach',
      body: interviewSetInputSchema,
      responses: { 200: json('The draft, edited.', set) },
      refusals: [404, 409],
      summary: `Edit a draft’s { title, description?, firmSlug? }. ${draftsOnly}`,
      handler: async (c, { body }) => c.json(await updateInterviewSet(db, { setId: setId(c), input: body, coach: c.get('viewer') })),
    }),
    route({
      method: 'POST',
      operationId: 'addInterviewQuestion',
      path: '/admin/interviews/sets/:id/questions',
      params: setPath,
      access: 'coach',
      body: interviewQuestionInputSchema,
      responses: { 201: json('The draft, with the question added at the end.', set) },
      refusals: [404, 409],
      summary: `Add a question at the end of a draft: ${questionFields}. ${draftsOnly}`,
      handler: async (c, { body }) => c.json(await addInterviewQuestion(db, { setId: setId(c), input: body, coach: c.get('viewer') }), 201),
    }),
    route({
      method: 'PUT',
      operationId: 'updateInterviewQuestion',
      path: '/admin/interviews/sets/:id/questions/:questionId',
      params: questionPath,
      access: 'coach',
      body: interviewQuestionInputSchema,
      responses: { 200: json('The draft, with the question edited.', set) },
      refusals: [404, 409],
      summary: `Edit one question of a draft: ${questionFields}. ${draftsOnly}`,
      handler: async (c, { body }) =>
        c.json(await updateInterviewQuestion(db, { setId: setId(c), questionId: pathParam(c, 'questionId'), input: body, coach: c.get('viewer') })),
    }),
    {
      method: 'DELETE',
      operationId: 'removeInterviewQuestion',
      path: '/admin/interviews/sets/:id/questions/:questionId',
      params: questionPath,
      access: 'coach',
      responses: { 200: json('The draft, without the question; those after it move up.', set) },
      refusals: [404, 409],
      summary: `Remove one question from a draft. ${draftsOnly}`,
      handler: async (c) => c.json(await removeInterviewQuestion(db, { setId: setId(c), questionId: pathParam(c, 'questionId'), coach: c.get('viewer') })),
    },
    route({
      method: 'PUT',
      operationId: 'reorderInterviewQuestions',
      path: '/admin/interviews/sets/:id/question-order',
      params: setPath,
      access: 'coach',
      body: interviewQuestionOrderSchema,
      responses: { 200: json('The draft, its questions in the new order.', set) },
      refusals: [404, 409],
      summary: `Put a draft’s questions in order: { questionIds } naming each of its questions once (else 400 on questionIds). ${draftsOnly}`,
      handler: async (c, { body }) => c.json(await reorderInterviewQuestions(db, { setId: setId(c), questionIds: body.questionIds, coach: c.get('viewer') })),
    }),
    {
      method: 'POST',
      operationId: 'publishInterviewSet',
      path: '/admin/interviews/sets/:id/publish',
      params: setPath,
      access: 'coach',
      responses: { 200: json('The set, published.', set) },
      refusals: [404, 409],
      summary: 'Publish a draft: members see it and can start it, and it is never edited again. Refused (409) while it has no question.',
      handler: async (c) => c.json(await publishInterviewSet(db, { setId: setId(c), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      operationId: 'retireInterviewSet',
      path: '/admin/interviews/sets/:id/retire',
      params: setPath,
      access: 'coach',
      responses: { 200: json('The set, retired.', set) },
      refusals: [404, 409],
      summary: 'Retire a draft or published set: members no longer see or start it; attempts already started keep working.',
      handler: async (c) => c.json(await retireInterviewSet(db, { setId: setId(c), coach: c.get('viewer') })),
    },
    {
      method: 'POST',
      operationId: 'duplicateInterviewSet',
      path: '/admin/interviews/sets/:id/duplicate',
      params: setPath,
      access: 'coach',
      responses: { 201: json('The copy, as a new draft with copies of the questions.', set) },
      refusals: [404],
      summary: 'Copy a set and its questions as a new draft: the way to change a published set (publish the copy, retire the original).',
      handler: async (c) => c.json(await duplicateInterviewSet(db, { setId: setId(c), coach: c.get('viewer') }), 201),
    },
  ];
};
