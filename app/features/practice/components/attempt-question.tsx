import { Form, Link } from 'react-router';
import type { PracticeAnswer } from '@server/db/schema';
import type { PracticeQuestion } from '@server/features/practice/practice-queries';
import { Button } from '~/components/ui/button';
import { ErrorSummary } from '~/components/ui/error-summary';
import { cn } from '~/lib/cn';
import { useActionForm } from '~/lib/forms/use-action-form';
import { answerFieldNames, fieldsOfAnswer } from '../answer-fields';
import { AnswerControls } from './answer-controls';

export const answerIntent = 'answer';
export const submitIntent = 'submit';
/** The `goto` value of the button that saves and asks to submit. */
export const toSubmit = 'submit';

type AttemptQuestionProps = {
  questions: PracticeQuestion[];
  answers: Record<string, PracticeAnswer>;
  /** 1-based. */
  number: number;
};

/**
 * One question of an open attempt as a form: every button saves the answer as given, then the
 * page moves (next, previous, a question from the navigator, or the submit step), so a reload
 * or a closed tab loses nothing. Without scripts each press is a page load that also
 * refreshes the time left.
 */
export function AttemptQuestion({ questions, answers, number }: AttemptQuestionProps) {
  const form = useActionForm({ intent: answerIntent });
  const question = questions[number - 1]!;
  // After a refused answer the fields show what was sent, else what was saved.
  const shown = form.errors.answer
    ? Object.fromEntries(answerFieldNames(question).map((name) => [name, form.value(name) ?? '']))
    : fieldsOfAnswer(question, answers[question.id]);
  const errorId = form.errors.answer ? 'answer-error' : undefined;
  return (
    <Form method="post" ref={form.formRef} className="grid min-w-0 gap-6" aria-labelledby="question-heading">
      {form.intentInput}
      <input type="hidden" name="questionId" value={question.id} />
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.answer]} />
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{question.sectionName}</p>
        <h2 id="question-heading" className="text-xl font-semibold">
          Question {number} of {questions.length}
        </h2>
      </div>
      {question.passage ? (
        <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{question.section ? 'Passage' : 'Scenario'}</p>
          <p className="whitespace-pre-line">{question.passage}</p>
        </div>
      ) : null}
      <p className="text-lg font-medium">{question.prompt}</p>
      <AnswerControls key={question.id} question={question} values={shown} errorId={errorId} />
      {errorId ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {form.errors.answer}
        </p>
      ) : null}
      {/* Save and next comes first: it is the button Enter presses. */}
      <div className="flex flex-wrap gap-3">
        {number < questions.length ? (
          <Button type="submit" name="goto" value={String(number + 1)}>
            Save and next
          </Button>
        ) : (
          <Button type="submit" name="goto" value={toSubmit}>
            Save and review
          </Button>
        )}
        {number > 1 ? (
          <Button type="submit" name="goto" value={String(number - 1)} variant="outline">
            Previous
          </Button>
        ) : null}
      </div>
      <QuestionNavigator questions={questions} answers={answers} current={number} />
      <div className="border-t pt-4">
        <Button type="submit" name="goto" value={toSubmit} variant="gold">
          Submit test
        </Button>
      </div>
    </Form>
  );
}

/**
 * Every question of the attempt as a button that saves this answer and goes there, marked
 * answered or not (in words as well as by look).
 */
function QuestionNavigator({ questions, answers, current }: { questions: PracticeQuestion[]; answers: Record<string, PracticeAnswer>; current: number }) {
  const answered = questions.filter((question) => answers[question.id] !== undefined).length;
  return (
    <nav aria-labelledby="navigator-title" className="grid gap-2">
      <h3 id="navigator-title" className="text-sm font-medium">
        {`Questions (${answered} of ${questions.length} answered)`}
      </h3>
      <ol className="flex flex-wrap gap-2">
        {questions.map((question, index) => {
          const number = index + 1;
          const isAnswered = answers[question.id] !== undefined;
          return (
            <li key={question.id}>
              <button
                type="submit"
                name="goto"
                value={String(number)}
                aria-current={number === current ? 'step' : undefined}
                aria-label={`Question ${number}, ${isAnswered ? 'answered' : 'not answered'}`}
                className={cn(
                  'grid size-10 place-items-center rounded-md border text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isAnswered ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
                  number === current && 'ring-2 ring-gold ring-offset-2 ring-offset-background',
                )}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The step before submitting: how many questions are unanswered, and the one button that submits. */
export function SubmitConfirm({ unanswered, attemptPath }: { unanswered: number; attemptPath: string }) {
  const form = useActionForm({ intent: submitIntent });
  return (
    <section aria-labelledby="confirm-title" className="grid gap-4 rounded-lg border border-gold/60 bg-accent p-6">
      <h2 id="confirm-title" className="text-xl font-semibold">
        Submit your test?
      </h2>
      <p>
        {unanswered === 0
          ? 'You have answered every question.'
          : `${unanswered === 1 ? '1 question is' : `${unanswered} questions are`} unanswered; ${unanswered === 1 ? 'it scores' : 'they score'} nothing.`}{' '}
        Once submitted you cannot change your answers; you will see your score and the coaches’ explanations.
      </p>
      <Form method="post" action={attemptPath} ref={form.formRef} className="flex flex-wrap items-center gap-3">
        {form.intentInput}
        <ErrorSummary id={form.summaryId} messages={[form.formError]} />
        <Button type="submit" variant="gold" disabled={form.pending}>
          {form.pending ? 'Submitting...' : 'Yes, submit my test'}
        </Button>
        <Button asChild variant="outline">
          <Link to={attemptPath}>Back to the questions</Link>
        </Button>
      </Form>
    </section>
  );
}
