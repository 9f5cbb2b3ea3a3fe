import { site } from '@content/site';
import { findArticleByPath } from '~/features/articles/articles.server';
import { ArticleBody } from '~/features/articles/article-body';
import { ArticleHeader } from '~/features/articles/article-header';
import { articleStructuredData } from '~/features/articles/article-structured-data';
import { CtaBanner } from '~/features/marketing/cta-banner';
import { JsonLd } from '~/features/marketing/json-ld';
import { publicOrigin, seo } from '~/lib/seo';
import type { Route } from './+types/article';
import { plainPageHandle } from '~/lib/route-handle';
import { pageNotFound } from '~/lib/page-guards.server';

export const handle = plainPageHandle;

/** One module for every article; the page's path picks the article. */
export function loader({ url }: Route.LoaderArgs) {
  const article = findArticleByPath(url.pathname);
  if (!article) pageNotFound();
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        matches,
        path: loaderData.article.path,
        title: loaderData.article.title,
        description: loaderData.article.description,
        type: 'article',
      })
    : [{ title: `Article not found | ${site.name}` }];

export default function ArticlePage({ loaderData, matches }: Route.ComponentProps) {
  const { article } = loaderData;
  const origin = publicOrigin(matches);
  return (
    <>
      <JsonLd data={articleStructuredData(article, `${origin}${article.path}`, origin)} />
      <article aria-labelledby="article-title">
        <ArticleHeader article={article} />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <ArticleBody html={article.html} />
        </div>
      </article>
      <CtaBanner
        id="article-cta"
        title="Turn reading into results"
        body={`Our members get firm profiles, courses and monthly application reviews from a coach. Or start with a free ${site.consultationMinutes}-minute consultation.`}
        secondary={{ to: '/services', label: 'Explore Our Services' }}
      />
    </>
  );
}
