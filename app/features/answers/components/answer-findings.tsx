import { CircleAlert } from 'lucide-react';
import type { AnswerCheck, AnswerLimit } from '@content/answer-checker';
import { excerptAround, groupFindings, type Finding } from '@content/answer-findings';
import { cn } from '~/lib/cn';

/** "212 of 300 words": the count the question's limit is in (both when there is none). */
export function AnswerCount({ check, limit, id }: { check: AnswerCheck; limit: AnswerLimit | null; id: string }) {
  const words = `${check.words} ${check.words === 1 ? 'word' : 'words'}`;
  const characters = `${check.characters} ${check.characters === 1 ? 'character' : 'characters'}`;
  const label = !limit
    ? `${words}, ${characters}`
    : 'words' in limit
      ? `${check.words} of ${limit.words} words`
      : `${check.characters} of ${limit.characters} characters`;
  return (
    <p
      id={id}
      className={cn(
        'text-sm tabular-nums',
        check.overLimit ? 'font-semibold text-destructive-text' : 'text-muted-foreground',
      )}
    >
      {label}
      {check.overLimit ? ' — over the limit: recruiters may stop reading at the limit' : ''}
    </p>
  );
}

/** What one finding says, the same wherever it is shown. */
export function findingMessage(finding: Finding, firm: string) {
  if (finding.kind === 'other-firm')
    return `“${finding.found}” names ${finding.expected === finding.found ? 'another firm' : finding.expected}, in an answer for ${firm}.`;
  if (finding.kind === 'former-name')
    return `“${finding.found}” is a former name: the firm is now “${finding.expected}”.`;
  return `“${finding.found}” should be written “${finding.expected}”.`;
}

const placesLabel = (count: number) => (count === 1 ? 'Where it is:' : `Where they are (${count} places):`);

/**
 * The checker's findings on one answer: each name as written once, with every place it
 * appears shown highlighted in a line of the draft. Only the number of findings is a live
 * region, so a screen reader hears a new finding without hearing every key.
 */
export function AnswerFindings({
  check,
  firm,
  text,
  id,
}: {
  check: AnswerCheck;
  firm: string;
  text: string;
  id: string;
}) {
  const findings = groupFindings(check);
  return (
    <div id={id} className="grid gap-1">
      <p aria-live="polite" className="sr-only">
        {findings.length === 0
          ? ''
          : `The checker has ${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}.`}
      </p>
      {findings.length > 0 ? (
        <ul
          className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          aria-label="Checker findings"
        >
          {findings.map((finding) => (
            <li key={`${finding.kind}:${finding.found}`} className="grid gap-1">
              <p className="flex items-start gap-2">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-text" />
                {findingMessage(finding, firm)}
              </p>
              <p className="pl-6 text-muted-foreground">{placesLabel(finding.places.length)}</p>
              <ol className="grid gap-1 pl-6">
                {finding.places.map((place) => {
                  const excerpt = excerptAround(text, place);
                  return (
                    <li key={place.index} className="break-words">
                      {excerpt.clippedStart ? '…' : ''}
                      {excerpt.before}
                      <mark className="rounded-sm bg-gold/40 px-0.5 font-semibold text-foreground">
                        {excerpt.match}
                      </mark>
                      {excerpt.after}
                      {excerpt.clippedEnd ? '…' : ''}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
