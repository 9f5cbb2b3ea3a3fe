import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '@content/site/copy';

/**
 * Numbered questions, each a native disclosure (<details>): keyboard-operable and
 * working before (or without) JavaScript.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ol className="grid gap-4">
      {entries.map((entry, index) => (
        <li key={entry.question}>
          <details className="group rounded-xl border bg-card text-card-foreground shadow-sm open:shadow-md">
            <summary className="flex cursor-pointer list-none items-start gap-4 rounded-xl p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent font-serif font-semibold text-accent-foreground">
                {index + 1}
              </span>
              <span className="flex-1 self-center font-serif text-lg font-semibold leading-snug sm:text-xl">
                {entry.question}
              </span>
              <ChevronDown
                aria-hidden="true"
                className="mt-2 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="space-y-4 px-5 pb-6 pl-[4.25rem] leading-relaxed text-muted-foreground sm:px-6 sm:pl-[4.75rem]">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
