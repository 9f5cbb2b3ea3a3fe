import { checkAnswer } from '../../../content/answer-checker';
import { notFound } from '../../platform/errors';
import { pathParams } from '../../platform/http-kit/path-params.schema';
import { parseJson, pathParam, type RouteFactory } from '../kit/route-table';
import { submitAnswersForReview } from '../reviews/submit-answers-for-review';
import { findOwnApplication, listAnswers } from './answer-queries';
import { addQuestionSchema, checkAnswerSchema, saveAnswerSchema, sendAnswersSchema } from './answer.schema';
import { addQuestion, deleteAnswer, saveAnswerText } from './answers';

/** The answer workspace: a subscriber's questions and drafts for their own applications, and the checker. */
export const answerRoutes: RouteFactory = (services) => {
  const { db } = services;
  return [
    {
      method: 'GET',
      path: '/applications/:id/answers',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary: 'The questions and draft answers of one of the member’s applications.',
      handler: async (c) => {
        const { userId } = c.get('viewer');
        const applicationId = pathParam(c, 'id');
        if (!(await findOwnApplication(db, { userId, applicationId }))) throw notFound('No such application');
        return c.json({ answers: await listAnswers(db, { userId, applicationId }) });
      },
    },
    {
      method: 'POST',
      path: '/applications/:id/answers',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary:
        'Add a question to one of the member’s applications (`{ question, limit: { words } | { characters } }`).',
      handler: async (c) => {
        const input = await parseJson(c, addQuestionSchema);
        const answer = await addQuestion(services, {
          userId: c.get('viewer').userId,
          applicationId: pathParam(c, 'id'),
          input,
        });
        return c.json(answer, 201);
      },
    },
    {
      method: 'POST',
      path: '/applications/:id/answers/review',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary:
        'Send drafts of the application to the coaches as a review request (`{ answerIds, notes? }`), within the plan’s monthly allowance.',
      handler: async (c) => {
        const input = await parseJson(c, sendAnswersSchema);
        const review = await submitAnswersForReview(services, {
          userId: c.get('viewer').userId,
          applicationId: pathParam(c, 'id'),
          ...input,
        });
        return c.json(review, 201);
      },
    },
    {
      method: 'PUT',
      path: '/answers/:id',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary: 'Save the draft of one of the member’s answers (`{ text }`).',
      handler: async (c) => {
        const { text } = await parseJson(c, saveAnswerSchema);
        return c.json(
          await saveAnswerText(services, { userId: c.get('viewer').userId, answerId: pathParam(c, 'id'), text }),
        );
      },
    },
    {
      method: 'DELETE',
      path: '/answers/:id',
      params: { id: pathParams.recordId },
      access: 'subscriber',
      summary: 'Delete a question and its draft (not one sent for review).',
      handler: async (c) => {
        await deleteAnswer(services, { userId: c.get('viewer').userId, answerId: pathParam(c, 'id') });
        return c.body(null, 204);
      },
    },
    {
      method: 'POST',
      path: '/answers/check',
      access: 'subscriber',
      summary:
        'Check an answer for a firm (`{ firm, text, limit? }`; firm is a name or a slug): counts, over the limit, other firms’ names, slips in the firm’s own name.',
      handler: async (c) => c.json(checkAnswer(await parseJson(c, checkAnswerSchema))),
    },
  ];
};
