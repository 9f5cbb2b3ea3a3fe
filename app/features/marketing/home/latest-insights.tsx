import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from '~/features/articles/article';
import { ArticleCard } from '~/features/articles/article-card';
import { Button } from '~/components/ui/button';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';

/** The newest free articles. */
export function LatestInsights({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <Section labelledBy="latest-insights-title">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id="latest-insights-title"
          eyebrow="Latest insights"
          title="Free guides from our coaches"
          description="Practical, honest advice on commercial awareness, assessment centres and the deals you will be asked about."
          align="left"
        />
        <Button asChild variant="outline" className="self-start md:self-auto">
          <Link to="/hub">
            View All Resources
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
