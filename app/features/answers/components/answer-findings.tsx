import { CircleAlert } from 'lucide-react';
import type { AnswerCheck, AnswerLimit } from '@content/answer-checker';
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

/**
 * The checker's findings on one answer: other firms named, slips in the firm's own name.
 * A polite live region, so a finding is announced when it appears, not on every key.
 */
export function AnswerFindings({ check, firm, id }: { check: AnswerCheck; firm: string; id: string }) {
  const findings = [
    ...check.otherFirms.map(
      (mention) =>
        `“${mention.found}” names ${mention.name === mention.found ? 'another firm' : mention.name}, in an answer for ${firm}.`,
    ),
    ...check.firmNameIssues.map((issue) =>
      issue.reason === 'former-name'
        ? `“${issue.found}” is a former name: the firm is now “${issue.expected}”.`
        : `“${issue.found}” should be written “${issue.expected}”.`,
    ),
  ];
  return (
    <div id={id} aria-live="polite" className="empty:hidden">
      {findings.length > 0 ? (
        <ul
          className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          aria-label="Checker findings"
        >
          {findings.map((finding, i) => (
            <li key={i} className="flex items-start gap-2">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-text" />
              {finding}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
