import { ArrowLeft, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from './article';
import { ArticleMeta } from './article-meta';

/** The article's title, tags, date, reading time, author and standfirst. */
export function ArticleHeader({ article }: { article: ArticleSummary }) {
  return (
    <header className="border-b bg-muted/60">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
        {article.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Topics">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 id="article-title" className="mt-5 text-4xl font-semibold leading-tight sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-5 text-xl leading-relaxed text-muted-foreground">{article.description}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-6 text-sm">
          <span className="inline-flex items-center gap-1.5 font-medium">
            <PenLine aria-hidden="true" className="size-4 text-primary" />
            {article.author}
          </span>
          <ArticleMeta article={article} />
        </div>
      </div>
    </header>
  );
}
