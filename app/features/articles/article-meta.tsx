import { CalendarDays, Clock } from 'lucide-react';
import { cn } from '~/lib/cn';
import type { ArticleSummary } from './article';
import { formatDate } from '@content/uk-dates';

/** Publication date and reading time. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<ArticleSummary, 'date' | 'readingMinutes'>;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={article.date}>{formatDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {article.readingMinutes} min read
      </span>
    </p>
  );
}
