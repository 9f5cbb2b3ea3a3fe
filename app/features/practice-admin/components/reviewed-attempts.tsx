import { Form } from 'react-router';
import type { ReviewedPracticeAttempt } from '@server/features/practice-admin/practice-comments';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/input';
import { SubmitRow } from '~/components/ui/submit-row';
import { rowIntent } from '~/lib/forms/row-intent';
import { useActionForm } from '~/lib/forms/use-action-form';
import { ItemPreview } from './item-preview';

export const practiceCommentIntent = 'practice-comment';
type ReviewedItem = ReviewedPracticeAttempt['items'][number];

/** The member's answer in words, by the item's format (as the attempt stored it). */
export function answerInWords(item: Pick<ReviewedItem, 'format' | 'options' | 'answer'>) {
  const { answer } = item;
  if (answer === null) return 'Not answered';
  const list = Array.isArray(answer) ? answer : [answer];
  switch (item.format) {
    case 'choice':
      return `Chose ${list[0]}`;
    case 'most-least':
      return `Most effective ${list[0] ?? '—'}, least effective ${list[1] ?? '—'}`;
    case 'rate':
      return item.options.map((option, index) => `${option.id}: ${list[index] ?? '—'}`).join(', ');
    case 'rank':
      return `Ranked ${list.join(', ')}`;
  }
}

function CommentForm({ attemptId, item }: { attemptId: string; item: ReviewedItem }) {
  const form = useActionForm({ intent: rowIntent(practiceCommentIntent, `${attemptId}/${item.itemId}`), resetOnSuccess: true });
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-2">
      {form.intentInput}
      <input type="hidden" name="attemptId" value={attemptId} />
      <input type="hidden" name="itemId" value={item.itemId} />
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.attemptId, form.errors.itemId]} />
      <FormField label={`Comment on question ${item.number}`} error={form.errors.text}>
        <Textarea name="text" rows={2} defaultValue={form.value('text', '')} />
      </FormField>
      <SubmitRow pending={form.pending} pendingLabel="Adding..." message={form.message}>
        Add comment<span className="sr-only"> on question {item.number}</span>
      </SubmitRow>
    </Form>
  );
}

/**
 * The practice attempts a review covers: each item with the member's answer, the key and
 * rationales, the comments so far, and, for the coach working on the review, a comment form.
 */
export function ReviewedAttempts({ attempts, canComment }: { attempts: ReviewedPracticeAttempt[]; canComment: boolean }) {
  if (attempts.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Practice attempts sent for review</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {attempts.map((attempt) => (
          <section key={attempt.attemptId} aria-labelledby={`attempt-${attempt.attemptId}`} className="grid gap-4">
            <h3 id={`attempt-${attempt.attemptId}`} className="font-sans text-lg font-semibold">
              {attempt.formTitle}
              {attempt.score !== null && attempt.maxScore !== null ? `: ${attempt.score} of ${attempt.maxScore}` : ''}
            </h3>
            <ol className="grid gap-4">
              {attempt.items.map((item) => (
                <li key={item.itemId} className="grid gap-3">
                  <p className="font-medium">
                    Question {item.number}: {answerInWords(item)}
                    {item.credit !== null ? ` (credit ${Math.round(item.credit * 100)}%)` : ''}
                  </p>
                  <ItemPreview item={item} withKey headingLevel={3} />
                  {item.comments.length > 0 ? (
                    <ul className="grid gap-1 text-sm">
                      {item.comments.map((comment) => (
                        <li key={comment.id} className="whitespace-pre-line rounded-md bg-muted p-2">
                          {comment.text}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {canComment ? <CommentForm attemptId={attempt.attemptId} item={item} /> : null}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
