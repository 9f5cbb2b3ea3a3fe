import { checkAnswer } from '../../../content/answer-checker';
import { notFound } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { z } from 'zod';
import { json, pathParam, route, type RouteFactory } from '../kit/route-table';
import { submitAnswersForReview } from '../reviews/submit-answers-for-review';
import { findOwnApplication, listAnswers } from './answer-queries';
import { addQuestionSchema, checkAnswerSchema, saveAnswerSchema, sendAnswersSchema } from './answer.schema';
import { addQuestion, deleteAnswer, saveAnswerText } from './answers';

/** The answer workspace: a subscriber's questions and drafts for their own applications, and the checker. */
const answer = z.looseObject({ id: z.string(), question: z.string() });

export const answerRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      operationId: 'listApplicationAnswers',
      path: '/applications/:id/answers',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      responses: { 200: json('The application’s questions and drafts.', z.object({ answers: z.array(answer) })) },
      summary: 'The questions and draft answers of one of the member’s applications.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        const applicationId = pathParam(c, 'id');
        if (!(await findOwnApplication(db, { userId, applicationId }))) throw notFound('No such application');
        return c.json({ answers: await listAnswers(db, { userId, applicationId }) });
      },
    },
    route({
      method: 'POST',
      operationId: 'addApplicationQuestion',
      path: '/applications/:id/answers',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      body: addQuestionSchema,
      responses: { 201: json('The question, added.', answer) },
      refusals: [404, 409, 429],
      summary:
        'Add a question to one of the member’s applications (`{ question, limit: { words } | { characters } }`).',
      handler: async (c, { body }) => {
        const added = await addQuestion(services, {
          userId: c.get('viewer').userId,
          applicationId: pathParam(c, 'id'),
          input: body,
        });
        return c.json(added, 201);
      },
    }),
    route({
      method: 'POST',
      operationId: 'sendAnswersForReview',
      path: '/applications/:id/answers/review',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      body: sendAnswersSchema,
      responses: { 201: json('The review request.', z.looseObject({ id: z.string() })) },
      refusals: [404, 409, 429],
      summary:
        'Send drafts of the application to the coaches as a review request (`{ answerIds, notes? }`), within the plan’s monthly allowance.',
      handler: async (c, { body }) => {
        const review = await submitAnswersForReview(services, {
          userId: c.get('viewer').userId,
          applicationId: pathParam(c, 'id'),
          ...body,
        });
        return c.json(review, 201);
      },
    }),
    route({
      method: 'PUT',
      operationId: 'saveAnswerDraft',
      path: '/answers/:id',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      body: saveAnswerSchema,
      responses: { 200: json('The answer, saved.', answer) },
      refusals: [404, 409, 429],
      summary: 'Save the draft of one of the member’s answers (`{ text }`).',
      handler: async (c, { body }) =>
        c.json(await saveAnswerText(services, { userId: c.get('viewer').userId, answerId: pathParam(c, 'id'), text: body.text })),
    }),
    {
      method: 'DELETE',
      operationId: 'deleteAnswer',
      path: '/answers/:id',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      responses: { 204: { description: 'Deleted.', type: 'none' } },
      refusals: [404, 409],
      summary: 'Delete a question and its draft (not one sent for review).',
      handler: async (c) => {
        await deleteAnswer(services, { userId: c.get('viewer').userId, answerId: pathParam(c, 'id') });
        return c.body(null, 204);
      },
    },
    route({
      method: 'POST',
      operationId: 'checkAnswer',
      path: '/answers/check',
      access: 'subscriber',
      body: checkAnswerSchema,
      responses: { 200: json('What the checker found.', z.looseObject({})) },
      summary:
        'Check an answer for a firm (`{ firm, text, limit? }`; firm is a name or a slug): counts, over the limit, other firms’ names, slips in the firm’s own name.',
      handler: async (c, { body }) => c.json(checkAnswer(body)),
    }),
  ];
};
