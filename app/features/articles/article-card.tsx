import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from './article';
import { ArticleMeta } from './article-meta';

/** A teaser for an article; the whole card is one link target (its title). */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:shadow-md">
      {article.tags[0] ? (
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">{article.tags[0]}</p>
      ) : null}
      <h3 className="mt-3 text-xl font-semibold leading-snug">
        <Link
          to={article.path}
          className="outline-none after:absolute after:inset-0 after:rounded-xl group-hover:underline group-hover:decoration-gold group-hover:underline-offset-4"
        >
          {article.title}
        </Link>
      </h3>
      <ArticleMeta article={article} className="mt-3" />
      <p className="mt-4 flex-1 text-sm leading-relaxed text-muted-foreground">{article.description}</p>
      <p aria-hidden="true" className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
        Read article
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  );
}
