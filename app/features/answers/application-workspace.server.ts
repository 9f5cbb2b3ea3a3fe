import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { checkAnswer, type AnswerCheck } from '@content/answer-checker';
import { refuseAccess } from '@server/features/kit/access';
import { findOwnAnswer, findOwnApplication, limitOf, listAnswers } from '@server/features/answers/answer-queries';
import { addQuestionSchema, answerLimitSchema, saveAnswerSchema } from '@server/features/answers/answer.schema';
import { addQuestion, deleteAnswer, saveAnswerText } from '@server/features/answers/answers';
import { findFirmReading } from '@server/features/library/firm-reading';
import { getReviewQuota } from '@server/features/reviews/review-quota';
import { submitAnswersForReview } from '@server/features/reviews/submit-answers-for-review';
import { parseForm, formSuccess, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent } from '~/lib/forms/row-intent';
import { pageNotFound, requireMember, requireSubscriber } from '~/lib/page-guards.server';
import { answerIntents, isAnswerAction } from './answer-intents';

/**
 * The application page's data: the member's own application (anyone else's is a 404), what
 * the library holds on its firm and, for a subscriber, its questions, drafts and this month's
 * reviews left.
 */
export async function loadApplicationWorkspace(context: AppLoadContext, applicationId: string) {
  const viewer = await requireMember(context);
  const { db } = context.services;
  const application = await findOwnApplication(db, { userId: viewer.userId, applicationId });
  if (!application) pageNotFound();
  const summary = {
    id: application.id,
    firm: application.firm,
    firmSlug: application.firmSlug,
    opportunity: application.opportunity,
    closesOn: application.closesOn,
    stage: application.stage,
  };
  const reading = application.firmSlug ? await findFirmReading(db, { firmSlug: application.firmSlug }) : [];
  const subscriber = !(await refuseAccess(context.services, viewer, 'subscriber'));
  if (!subscriber) return { application: summary, reading, workspace: null };
  const [answers, quota] = await Promise.all([
    listAnswers(db, { userId: viewer.userId, applicationId }),
    getReviewQuota(db, { userId: viewer.userId }),
  ]);
  return { application: summary, reading, workspace: { answers, reviewsLeft: quota.remaining } };
}

/** A question as the add form sends it: the limit as a number and its kind. */
const addQuestionFormSchema = z
  .object({
    question: addQuestionSchema.shape.question,
    limitKind: z.enum(['words', 'characters', 'none']).default('none'),
    limitValue: z.string().trim().optional(),
  })
  .transform((form, ctx) => {
    if (form.limitKind === 'none' || !form.limitValue) return { question: form.question, limit: null };
    const limit = answerLimitSchema.safeParse({ [form.limitKind]: form.limitValue });
    if (!limit.success) {
      ctx.addIssue({ code: 'custom', path: ['limitValue'], message: 'Please give the limit as a whole number from 1' });
      return z.NEVER;
    }
    return { question: form.question, limit: limit.data };
  });

/** What the Check button answers without JavaScript: the checker's findings for that answer. */
export type CheckResult = { ok: true; intent: string; message: string; check: AnswerCheck };

/**
 * The workspace's writes, each for a subscriber's own application and answers: add a
 * question, save a draft, save and check it, save and send it for review, delete it.
 */
export async function applicationWorkspaceAction(context: AppLoadContext, applicationId: string, request: Request) {
  const viewer = await requireSubscriber(context);
  const { services } = context;
  const userId = viewer.userId;
  const application = await findOwnApplication(services.db, { userId, applicationId });
  if (!application) pageNotFound();
  const form = await readForm(request);
  const { kind, id: answerId } = readIntent(form);

  if (kind === answerIntents.addQuestion) {
    const parsed = parseForm(form, addQuestionFormSchema);
    if (!parsed.ok) return parsed.failure;
    await addQuestion(services, { userId, applicationId, input: parsed.data });
    return formSuccess(form, 'Question added.');
  }

  if (!isAnswerAction(kind)) return unknownIntent(form);
  const answer = answerId ? await findOwnAnswer(services.db, { userId, answerId }) : undefined;
  if (!answer || answer.applicationId !== applicationId) return unknownIntent(form);
  if (kind === 'delete') {
    return submitWrite(form, async () => {
      await deleteAnswer(services, { userId, answerId });
      return formSuccess(form, 'Question deleted.');
    });
  }

  // Save, Check and Send all keep what is in the box first.
  const parsed = parseForm(form, saveAnswerSchema);
  if (!parsed.ok) return parsed.failure;
  await saveAnswerText(services, { userId, answerId, text: parsed.data.text });
  if (kind === 'save') return formSuccess(form, 'Saved.');
  if (kind === 'check') {
    const check = checkAnswer({
      firm: application.firmSlug ?? application.firm,
      text: parsed.data.text,
      limit: limitOf(answer),
    });
    return data<CheckResult>({
      ok: true,
      intent: answerIntents.of('check', answerId),
      message: 'Saved and checked.',
      check,
    });
  }
  return submitWrite(form, async () => {
    const review = await submitAnswersForReview(services, { userId, applicationId, answerIds: [answerId] });
    return redirect(`/my-reviews/${review.id}`);
  });
}
