import type { CoachItem } from '@server/features/practice-admin/coach-items';
import { cn } from '~/lib/cn';
import { formatLabels } from '../labels';

type PreviewItem = Pick<CoachItem, 'format' | 'passage' | 'prompt' | 'options' | 'key' | 'explanation'>;

/** What the member is asked to do with the options, by format. */
const instructions: Record<PreviewItem['format'], string> = {
  choice: 'Choose one answer.',
  'most-least': 'Choose the most effective and the least effective response.',
  rate: 'Rate each response from 1 (counter-productive) to 4 (very effective).',
  rank: 'Rank the responses from most to least effective.',
};

/** The key's verdict on one option, in words. */
function verdict(item: PreviewItem, optionId: string) {
  const { key } = item;
  switch (key.format) {
    case 'choice':
      return key.choice === optionId ? 'The answer' : null;
    case 'most-least':
      return key.most === optionId ? 'Most effective' : key.least === optionId ? 'Least effective' : null;
    case 'rate':
      return `Rated ${key.ratings[optionId]} of 4`;
    case 'rank':
      return `Ranked ${key.order.indexOf(optionId) + 1} of ${key.order.length}`;
  }
}

/**
 * An item as a member sees it (passage, statement, options, no key), and, with `withKey`,
 * as results show it: each option's place in the key and its rationale, then the explanation.
 */
export function ItemPreview({ item, withKey, headingLevel = 3 }: { item: PreviewItem; withKey: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="grid content-start gap-3 rounded-lg border border-border p-4">
      <Heading className="font-sans text-base font-semibold">{withKey ? 'With the key and rationales' : 'As a member sees it'}</Heading>
      <p className="whitespace-pre-line">{item.passage}</p>
      <p className="whitespace-pre-line font-medium">{item.prompt}</p>
      <p className="text-sm text-muted-foreground">
        {formatLabels[item.format]}: {instructions[item.format]}
      </p>
      <ol className="grid gap-2">
        {item.options.map((option) => {
          const said = withKey ? verdict(item, option.id) : null;
          const isKey = withKey && (said === 'The answer' || said === 'Most effective');
          return (
            <li key={option.id} className={cn('rounded-md border border-border p-3', isKey && 'border-primary')}>
              <p>
                <span className="font-semibold">{option.id}.</span> <span className="whitespace-pre-line">{option.text}</span>
              </p>
              {withKey ? (
                <p className="mt-1 text-sm text-muted-foreground">
                  {said ? <strong className="text-foreground">{said}. </strong> : null}
                  {option.rationale}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {withKey && item.explanation ? <p className="whitespace-pre-line text-sm">{item.explanation}</p> : null}
    </article>
  );
}
