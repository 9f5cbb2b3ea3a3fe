import { site } from '@content/site';
import type { ArticleSummary } from './article';

/** schema.org Article for search engines. */
export function articleStructuredData(article: ArticleSummary, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: site.name, url: origin },
    image: `${origin}/og-image.png`,
    url,
    mainEntityOfPage: url,
    keywords: article.tags.join(', '),
  };
}
