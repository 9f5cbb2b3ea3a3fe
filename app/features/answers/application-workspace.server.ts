import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { checkAnswer, type AnswerCheck } from '@content/answer-checker';
import { formatDate } from '@content/uk-dates';
import { findNoAccess } from '@server/features/billing/access-standing';
import {
  findOwnAnswer,
  findOwnApplication,
  latestSentCopies,
  limitOf,
  listAnswers,
} from '@server/features/answers/answer-queries';
import { addQuestionSchema, answerLimitSchema, saveAnswerSchema } from '@server/features/answers/answer.schema';
import { addQuestion, deleteAnswer, saveAnswerText } from '@server/features/answers/answers';
import { findFirmReading } from '@server/features/library/firm-reading';
import { getReviewQuota } from '@server/features/reviews/review-quota';
import { submitAnswersForReview } from '@server/features/reviews/submit-answers-for-review';
import { formFailure, formSuccess, parseForm, readForm, submitWrite, unknownIntent } from '~/lib/forms/form-action.server';
import { readIntent } from '~/lib/forms/row-intent';
import { guardedViewer, pageNotFound, requirePlanForWrite } from '~/lib/page-guards.server';
import { answerIntents, isAnswerAction } from './answer-intents';

/**
 * The application page's data: the member's own application (anyone else's is a 404), what
 * the library holds on its firm and, for a subscriber, its questions, drafts (each with the
 * review it was last sent in, and whether it has changed since) and this month's reviews. A
 * member without access (paused, ended) keeps sight of their drafts: `locked` holds them to
 * read, with why access is closed.
 */
export async function loadApplicationWorkspace(context: Readonly<RouterContextProvider>, applicationId: string) {
  const viewer = guardedViewer(context);
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
  const standing = await findNoAccess(context.services, { userId: viewer.userId });
  if (standing) {
    const answers = await listAnswers(db, { userId: viewer.userId, applicationId });
    return { application: summary, reading, workspace: null, locked: { standing, answers } };
  }
  const [answers, quota] = await Promise.all([
    listAnswers(db, { userId: viewer.userId, applicationId }),
    getReviewQuota(db, { userId: viewer.userId }),
  ]);
  const sent = await latestSentCopies(db, { userId: viewer.userId, answerIds: answers.map((answer) => answer.id) });
  const withSent = answers.map((answer) => {
    const copy = sent.get(answer.id);
    return {
      ...answer,
      // The date as the member reads it, written here so the page's script needs no date formatter.
      sent: copy ? { reviewId: copy.reviewId, sentOn: formatDate(copy.sentAt), unchanged: copy.text === answer.text } : null,
    };
  });
  return {
    application: summary,
    reading,
    workspace: { answers: withSent, reviewsLeft: quota.remaining, reviewsAllowed: quota.limit },
    locked: null,
  };
}

export type WorkspaceAnswer = NonNullable<Awaited<ReturnType<typeof loadApplicationWorkspace>>['workspace']>['answers'][number];

/** A question as the add form sends it: the limit as a number and its kind. */
const addQuestionFormSchema = z
  .object({
    question: addQuestionSchema.shape.question,
    limitKind: z.enum(['words', 'characters', 'none']).default('none'),
    limitValue: z.string().trim().optional(),
  })
  .transform((form, ctx) => {
    if (form.limitKind === 'none' || !form.limitValue) return { question: form.question, limit: null };
    // The API's rule for the kind chosen (the one whole-number parser), so its own message
    // ("Word limits run up to …") is what the member reads.
    const rule = answerLimitSchema.options[form.limitKind === 'words' ? 0 : 1];
    const limit = rule.safeParse({ [form.limitKind]: form.limitValue });
    if (!limit.success) {
      ctx.addIssue({ code: 'custom', path: ['limitValue'], message: limit.error.issues[0]!.message });
      return z.NEVER;
    }
    return { question: form.question, limit: limit.data };
  });

/** What the Check button answers without JavaScript: the checker's findings for that answer. */
export type CheckResult = { ok: true; intent: string; message: string; check: AnswerCheck };

/** What "Send for review" answers: the draft is saved, and the page asks before a review is spent. */
export type ConfirmSendResult = { ok: true; intent: string; confirmSend: true };

/**
 * The workspace's writes, each for a subscriber's own application and answers: add a
 * question, save a draft, save and check it, save it and ask to send it, send it for review
 * once confirmed, delete it.
 */
export async function applicationWorkspaceAction(context: Readonly<RouterContextProvider>, applicationId: string, request: Request) {
  const viewer = await requirePlanForWrite(context);
  const { services } = context;
  const userId = viewer.userId;
  const application = await findOwnApplication(services.db, { userId, applicationId });
  if (!application) pageNotFound();
  const form = await readForm(request);
  const { kind, id: answerId } = readIntent(form);

  if (kind === answerIntents.addQuestion) {
    const parsed = parseForm(form, addQuestionFormSchema);
    if (!parsed.ok) return parsed.failure;
    return submitWrite(form, async () => {
      await addQuestion(services, { userId, applicationId, input: parsed.data });
      return formSuccess(form, 'Question added.');
    });
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
  const saved = await submitWrite(form, async () => {
    await saveAnswerText(services, { userId, answerId, text: parsed.data.text });
  });
  if (saved) return saved;
  if (kind === 'save') return formSuccess(form, 'Saved.');
  if (kind === 'review') {
    // Said before the question is asked; the send itself refuses a blank draft too.
    if (parsed.data.text.trim() === '') {
      return formFailure(form, { fieldErrors: { text: 'Write a draft before sending it for review.' } });
    }
    return data<ConfirmSendResult>({ ok: true, intent: answerIntents.of('review', answerId), confirmSend: true });
  }
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
    await submitAnswersForReview(services, { userId, applicationId, answerIds: [answerId] });
    return formSuccess(form, 'Sent for review. A coach will read this draft; the link below opens the review.');
  });
}
