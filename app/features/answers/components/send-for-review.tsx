import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AnswerCheck, AnswerLimit } from '@content/answer-checker';
import { groupFindings, limitOverrun } from '@content/answer-findings';
import { Button } from '~/components/ui/button';
import { answerIntents } from '../answer-intents';
import { findingMessage } from './answer-findings';

export type ReviewAllowance = { left: number; allowed: number };

/** "uses 1 of your 2 reviews this month": what sending costs, said before anything is spent. */
export function reviewCost({ left, allowed }: ReviewAllowance) {
  if (left >= allowed)
    return `Sending it uses 1 of your ${allowed} ${allowed === 1 ? 'review' : 'reviews'} this month.`;
  return `Sending it uses 1 of the ${left} ${left === 1 ? 'review' : 'reviews'} you have left this month.`;
}

const unitNames = { words: ['word', 'words'], characters: ['character', 'characters'] } as const;

/** What the checker still flags, one line each: the overrun first, then each finding once. */
export function remainingFlags(check: AnswerCheck, limit: AnswerLimit | null, firm: string) {
  const overrun = limitOverrun(check, limit);
  const findings = groupFindings(check).map((finding) => {
    const places = finding.places.length > 1 ? ` (${finding.places.length} places)` : '';
    return `${findingMessage(finding, firm)}${places}`;
  });
  if (!overrun) return findings;
  const [one, many] = unitNames[overrun.unit];
  return [`${overrun.over} ${overrun.over === 1 ? one : many} over the limit.`, ...findings];
}

/**
 * Sending a draft to a coach, which spends one of the month's reviews: a draft already sent
 * and unchanged shows where it went instead of a button; otherwise the button asks first,
 * saying what it costs and what the checker still flags, and only the confirmation spends.
 */
export function SendForReview({
  answerId,
  check,
  limit,
  firm,
  sent,
  allowance,
  confirming,
}: {
  answerId: string;
  check: AnswerCheck;
  limit: AnswerLimit | null;
  firm: string;
  /** The review this draft went to, when what is in the box is still what was sent. */
  sent: { reviewId: string; sentOn: string } | null;
  allowance: ReviewAllowance;
  confirming: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // The panel comes with the page the post brought back, in place of the button: once the
  // page's scripts run (or as it appears, where React Router runs), take the reader there, so
  // what sending costs is read before anything is spent.
  useEffect(() => {
    if (confirming && !sent) panel.current?.focus();
  }, [confirming, sent]);

  if (sent) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-success/40 bg-success/5 p-3 text-sm">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
        <span>Sent for review on {sent.sentOn}.</span>
        <a href={`/my-reviews/${sent.reviewId}`} className="font-medium text-primary underline underline-offset-4">
          See the review
        </a>
        <span className="text-muted-foreground">Change the draft to send a new version.</span>
      </p>
    );
  }
  if (allowance.left === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no reviews left this month, so this draft cannot be sent yet.
      </p>
    );
  }
  if (!confirming) {
    return (
      <div>
        <Button type="submit" name="intent" value={answerIntents.of('review', answerId)}>
          Send for review
        </Button>
      </div>
    );
  }
  const flags = remainingFlags(check, limit, firm);
  const titleId = `${answerId}-confirm-title`;
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className="grid gap-3 rounded-md border border-gold/60 bg-accent p-4 text-sm"
    >
      <p id={titleId} className="font-semibold">
        Send this draft for review?
      </p>
      <p>{reviewCost(allowance)}</p>
      {flags.length > 0 ? (
        <div className="grid gap-1">
          <p>The checker still flags:</p>
          <ul className="grid list-disc gap-1 pl-5">
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>The checker flags nothing in this draft.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value={answerIntents.of('send', answerId)}>
          Yes, send it for review
        </Button>
        <Button
          type="submit"
          name="intent"
          value={answerIntents.of('save', answerId)}
          variant="outline"
        >
          Not yet, keep editing
        </Button>
      </div>
    </div>
  );
}
