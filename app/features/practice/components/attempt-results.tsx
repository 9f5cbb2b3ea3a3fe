import { Fragment } from 'react';
import { Form, Link } from 'react-router';
import type { PracticeAnswer, PracticeKey, PracticeOption } from '@server/db/schema';
import type { FormStanding, StandingBand } from '@server/features/practice/form-standing';
import type { PracticeQuestion } from '@server/features/practice/practice-queries';
import type { ReviewQuota } from '@server/features/reviews/review-quota';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { SubmitRow } from '~/components/ui/submit-row';
import { reviewCost } from '~/features/answers/components/send-for-review';
import { formatDate } from '@content/uk-dates';
import { useActionForm } from '~/lib/forms/use-action-form';
import { describeDuration } from '../time-left';

export const reviewIntent = 'review';

export type ResultItem = {
  id: string;
  answer: PracticeAnswer | null;
  credit: number;
  key: PracticeKey;
  explanation: string;
  options: PracticeOption[];
  /** The coaches' comments on the item, once the attempt has been reviewed. */
  comments: { text: string; createdAt: string }[];
};

/** A review the attempt was sent in. */
export type AttemptReview = { id: string; status: string; submittedAt: string };

type Section = { name: string; score: number; maxScore: number };

const letter = (index: number) => String.fromCharCode(65 + index);
const percent = (score: number, maxScore: number) => (maxScore === 0 ? 0 : Math.round((100 * score) / maxScore));

/** An option by id as the member saw it: "B. Tell the partner at once". */
function optionWords(options: PracticeOption[], id: string | number | undefined) {
  const index = options.findIndex((option) => option.id === id);
  return index < 0 ? 'an option no longer offered' : `${letter(index)}. ${options[index]!.text}`;
}

/** A choice is named by its words ("Probably true"); a response by its letter too, as the responses are long. */
const optionName = (options: PracticeOption[], format: PracticeQuestion['format'], id: string | number | undefined) =>
  format === 'choice' ? (options.find((option) => option.id === id)?.text ?? 'an option no longer offered') : optionWords(options, id);

/** A member's answer in words, a line each part, by the question's format; null when they gave none. */
function answerWords(item: ResultItem, format: PracticeQuestion['format']): string[] | null {
  const { answer, options } = item;
  if (answer === null) return null;
  const name = (id: string | number | undefined) => optionName(options, format, id);
  if (typeof answer === 'string') return [name(answer)];
  switch (format) {
    case 'most-least':
      return [`Most effective: ${name(answer[0])}`, `Least effective: ${name(answer[1])}`];
    case 'rate':
      return [options.map((_, index) => `${letter(index)}: ${answer[index] ?? '—'}`).join(', ')];
    case 'rank':
      return answer.map((id, place) => `${place + 1}: ${name(id)}`);
    default:
      return [answer.join(', ')];
  }
}

/** The coaches' key in words, a line each part. */
function keyWords(item: ResultItem): string[] {
  const { key, options } = item;
  const name = (id: string) => optionName(options, key.format, id);
  switch (key.format) {
    case 'choice':
      return [name(key.choice)];
    case 'most-least':
      return [`Most effective: ${name(key.most)}`, `Least effective: ${name(key.least)}`];
    case 'rate':
      return [options.map((option, index) => `${letter(index)}: ${key.ratings[option.id] ?? '—'}`).join(', ')];
    case 'rank':
      return key.order.map((id, place) => `${place + 1}: ${name(id)}`);
  }
}

/** Lines of an answer or key, each on its own line and read apart (a space between them). */
const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line) => (
      <Fragment key={line}>
        <span className="block">{line}</span>{' '}
      </Fragment>
    ))}
  </>
);

function creditWords(credit: number) {
  if (credit >= 1) return 'Correct';
  if (credit <= 0) return 'No credit';
  return `Partial credit: ${Math.round(credit * 100)}%`;
}

type ResultsProps = {
  score: number;
  maxScore: number;
  sections: Section[];
  status: 'submitted' | 'expired';
  timeUsedSeconds: number;
  allowedSeconds: number | null;
  standing: FormStanding | null;
  /** How many members must have taken the form before a standing is shown. */
  standingFrom: number;
  questions: PracticeQuestion[];
  items: ResultItem[];
};

const bandWords: Record<StandingBand, string> = {
  'top-10': 'the top 10%',
  'top-25': 'the top 25%',
  'top-half': 'the top half',
  'bottom-half': 'the bottom half',
};

/** Where the score stands: a band, the exact share only when enough members have taken the form that it gives nobody's score away. */
const describeStanding = (standing: FormStanding | null, standingFrom: number) => {
  if (standing === null) return `Where you stand among other members is shown once ${standingFrom} members have taken this test.`;
  if (standing.percentile !== null) return `You scored higher than ${standing.percentile}% of the members who have taken this test.`;
  return `You are in ${bandWords[standing.band]} of the members who have taken this test.`;
};

/** A closed attempt: the score overall and by section, time used, where it stands, then every item with its key and the coaches' reasoning. */
export function AttemptResults({ score, maxScore, sections, status, timeUsedSeconds, allowedSeconds, standing, standingFrom, questions, items }: ResultsProps) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (
    <div className="grid gap-10">
      <section aria-labelledby="score-title" className="grid gap-4">
        <h2 id="score-title" className="text-2xl font-semibold">
          Your score: {score} out of {maxScore} ({percent(score, maxScore)}%)
        </h2>
        <ul className="grid gap-1 text-sm">
          <li>{status === 'expired' ? 'The time ran out; the answers you had given were scored.' : 'You submitted this test.'}</li>
          <li>
            Time used: {describeDuration(timeUsedSeconds)}
            {allowedSeconds === null ? ' (untimed)' : ` of ${describeDuration(allowedSeconds)}`}
          </li>
          <li>{describeStanding(standing, standingFrom)}</li>
        </ul>
        <div className="overflow-x-auto" role="region" aria-labelledby="sections-caption" tabIndex={0}>
          <table className="w-full max-w-xl text-left text-sm">
            <caption id="sections-caption" className="mb-2 text-left font-medium">
              Score by section
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4 font-medium">Section</th>
                <th scope="col" className="py-2 pr-4 font-medium">Score</th>
                <th scope="col" className="py-2 font-medium">Share</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((section) => (
                <tr key={section.name} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal">{section.name}</th>
                  <td className="py-2 pr-4 tabular-nums">
                    {section.score} / {section.maxScore}
                  </td>
                  <td className="py-2 tabular-nums">{percent(section.score, section.maxScore)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="items-title" className="grid gap-6">
        <h2 id="items-title" className="text-2xl font-semibold">
          Each question, with the coaches’ reasoning
        </h2>
        <ol className="grid gap-6">
          {questions.map((question, index) => {
            const item = byId.get(question.id);
            if (!item) return null;
            const given = answerWords(item, question.format);
            return (
              <li key={question.id} className="grid gap-3 rounded-lg border p-5">
                <h3 className="font-semibold">
                  Question {index + 1} <span className="font-normal text-muted-foreground">· {question.sectionName}</span>
                </h3>
                {question.passage ? <p className="whitespace-pre-line text-sm text-muted-foreground">{question.passage}</p> : null}
                <p className="font-medium">{question.prompt}</p>
                <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                  <dt className="font-medium">Your answer</dt>
                  <dd>{given ? <Lines lines={given} /> : 'Not answered'}</dd>
                  <dt className="font-medium">The key</dt>
                  <dd>
                    <Lines lines={keyWords(item)} />
                  </dd>
                  <dt className="font-medium">Result</dt>
                  <dd>{given === null ? 'No credit' : creditWords(item.credit)}</dd>
                </dl>
                {item.explanation ? <p className="text-sm">{item.explanation}</p> : null}
                {item.comments.length > 0 ? (
                  <div className="grid gap-2 rounded-md border-l-4 border-primary bg-muted/40 p-3 text-sm">
                    <h4 className="font-semibold">Your coach’s comments</h4>
                    {item.comments.map((comment) => (
                      <p key={comment.createdAt + comment.text} className="whitespace-pre-line">
                        {comment.text}
                      </p>
                    ))}
                  </div>
                ) : null}
                <details className="text-sm">
                  <summary className="cursor-pointer font-medium text-primary">Why each option is or is not the answer</summary>
                  <ul className="mt-2 grid gap-2">
                    {item.options.map((option, optionIndex) => (
                      <li key={option.id}>
                        <span className="block font-medium">
                          {letter(optionIndex)}. {option.text}
                        </span>{' '}
                        {option.rationale}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/**
 * Sending the closed attempt to the coaches, which spends one of the month's reviews: the
 * form says so, and how many are left, before anything is spent.
 */
export function SendAttemptForReview({ quota, reviews }: { quota: ReviewQuota; reviews: AttemptReview[] }) {
  const form = useActionForm({ intent: reviewIntent, resetOnSuccess: true });
  const sent = reviews[0];
  return (
    <section aria-labelledby="send-review-title" className="grid gap-3 rounded-lg border p-5">
      <h2 id="send-review-title" className="text-xl font-semibold">
        Send to the coaches for review
      </h2>
      {sent ? (
        <p className="text-sm">
          You sent this attempt to the coaches on {formatDate(sent.submittedAt)}; their comments appear beside each question.{' '}
          <Link to={`/my-reviews/${sent.id}`} className="font-medium text-primary underline underline-offset-4">
            See the review
          </Link>
        </p>
      ) : quota.limit === 0 ? (
        <p className="text-sm">
          A coach’s review of your attempt comes with a premium plan.{' '}
          <Link to="/services" className="font-medium text-primary underline underline-offset-4">
            See the plans
          </Link>
        </p>
      ) : quota.remaining === 0 ? (
        <p className="text-sm">
          You have used all {quota.limit} of your reviews this month. You can send this attempt from {formatDate(quota.resetsOn)}.
        </p>
      ) : form.message ? (
        <p role="status" className="text-sm font-medium">
          {form.message}{' '}
          <Link to="/my-reviews" className="text-primary underline underline-offset-4">
            See your reviews
          </Link>
        </p>
      ) : (
        <Form method="post" ref={form.formRef} className="grid gap-3">
          {form.intentInput}
          <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
          <p className="text-sm">A coach reads your answers and comments on the questions that matter. {reviewCost({ left: quota.remaining, allowed: quota.limit })}</p>
          <FormField label="Anything you would like the coach to look at" optional error={form.errors.notes}>
            <textarea name="notes" rows={3} defaultValue={form.value('notes')} className="rounded-md border border-input bg-background p-3 text-sm" />
          </FormField>
          <SubmitRow pending={form.pending} pendingLabel="Sending..." message={undefined}>
            Send for review
          </SubmitRow>
        </Form>
      )}
    </section>
  );
}
