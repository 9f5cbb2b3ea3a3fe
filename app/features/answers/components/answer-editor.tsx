import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { checkAnswer } from '@content/answer-checker';
import { draftTextProblem } from '@server/features/answers/draft.rules';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormStatus } from '~/components/ui/form-status';
import { Textarea } from '~/components/ui/input';
import { formatDateTime } from '@content/uk-dates';
import { answerIntents } from '../answer-intents';
import type { WorkspaceAnswer } from '../application-workspace.server';
import { resultForAnswer, type AnswerResult } from '../answer-result';
import { useAutosave } from '../use-autosave';
import { AnswerCount, AnswerFindings } from './answer-findings';
import { SaveStatusNote } from './save-status';
import { SendForReview, type ReviewAllowance } from './send-for-review';

/** Where the page comes back to after one of the answer's buttons posts: its own form. */
export const answerAnchor = (answerId: string) => `answer-${answerId}`;

/**
 * One question and its draft: live count and findings, saved as typed. Save, Check and Send
 * are a plain form posting to the page's action, so they work without JavaScript too; the
 * page comes back at this answer with the action's result, which the page passes in.
 */
export function AnswerEditor({
  answer,
  firm,
  firmKey,
  allowance,
  result: pageResult,
  onText,
}: {
  answer: WorkspaceAnswer;
  firm: string;
  firmKey: string;
  allowance: ReviewAllowance;
  /** What the page's action answered its last post, if anything; this answer shows only its own. */
  result: AnswerResult | null;
  /** Told what is in the box as it changes (the workspace compares answers' openings). */
  onText: (answerId: string, text: string) => void;
}) {
  const id = useId();
  const result = resultForAnswer(pageResult, answer.id);
  const failure = result && !result.ok ? result : undefined;
  const draft = useAutosave({ answerId: answer.id, savedText: answer.text, refusedText: failure?.values.text });
  const check = useMemo(
    () => checkAnswer({ firm: firmKey, text: draft.text, limit: answer.limit }),
    [firmKey, draft.text, answer.limit],
  );
  useEffect(() => onText(answer.id, draft.text), [onText, answer.id, draft.text]);
  const confirming = !!result && 'confirmSend' in result;
  // The server's rule for a draft, mirrored as it is typed, so an over-long paste is told beside the box.
  const typedProblem = useMemo(() => draftTextProblem(draft.text), [draft.text]);
  const refusedError = failure?.fieldErrors.text;
  const textError = refusedError ?? typedProblem;
  // Sent, and what is in the box is still what the coach has: nothing new to send.
  const sent = answer.sent?.unchanged && draft.text === answer.text ? answer.sent : null;

  return (
    <form
      method="post"
      action={`#${answerAnchor(answer.id)}`}
      id={answerAnchor(answer.id)}
      className="grid gap-3 rounded-lg border p-4"
      aria-labelledby={`${id}-question`}
    >
      <h3 id={`${id}-question`} className="font-sans text-base font-semibold">
        {answer.question}
      </h3>
      {draft.unsaved ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-gold/60 bg-accent p-3 text-sm"
        >
          <span>
            This device has a newer draft of this answer from {formatDateTime(draft.unsaved.at)} that was not saved.
          </span>
          <Button type="button" size="sm" onClick={draft.restoreUnsaved}>
            Restore it
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={draft.discardUnsaved}>
            Discard it
          </Button>
        </div>
      ) : null}
      {failure ? (
        <ErrorSummary id={`${id}-errors`} messages={[failure.formError, ...Object.values(failure.fieldErrors)]} />
      ) : null}
      <label htmlFor={`${id}-text`} className="sr-only">
        Your answer to: {answer.question}
      </label>
      <Textarea
        id={`${id}-text`}
        name="text"
        rows={8}
        value={draft.text}
        onChange={(event) => draft.change(event.target.value)}
        aria-describedby={`${textError ? `${id}-text-error ` : ''}${id}-count ${id}-findings`}
        aria-invalid={check.overLimit || !!textError || undefined}
        // Flagged as typed, not refused by a post: a plain page does not move focus here on arrival.
        data-checked-as-typed={refusedError ? undefined : ''}
      />
      {textError ? (
        <p id={`${id}-text-error`} className="flex items-start gap-1.5 text-sm font-medium text-destructive-text">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {textError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AnswerCount id={`${id}-count`} check={check} limit={answer.limit} />
        <SaveStatusNote status={draft.status} />
      </div>
      <AnswerFindings id={`${id}-findings`} check={check} firm={firm} text={draft.text} />
      {result?.ok && 'message' in result ? <FormStatus message={result.message} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          name="intent"
          value={answerIntents.of('save', answer.id)}
          variant="outline"
        >
          Save
        </Button>
        <Button
          type="submit"
          name="intent"
          value={answerIntents.of('check', answer.id)}
          variant="outline"
        >
          Check
        </Button>
      </div>
      <SendForReview
        answerId={answer.id}
        check={check}
        limit={answer.limit}
        firm={firm}
        sent={sent}
        allowance={allowance}
        confirming={confirming}
      />
      {/* Deleting loses the draft: the button is one step away, and needs no script to reach. */}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Delete this question</summary>
        <div className="mt-2">
          <Button
            type="submit"
            name="intent"
            value={answerIntents.of('delete', answer.id)}
            variant="destructive"
            size="sm"
          >
            Delete the question and its draft
          </Button>
        </div>
      </details>
    </form>
  );
}
