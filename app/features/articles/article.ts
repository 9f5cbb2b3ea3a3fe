import type { ArticleFrontmatter } from './frontmatter';

/** What a card or a sitemap needs to know about an article. */
export type ArticleSummary = ArticleFrontmatter & {
  slug: string;
  /** The page's path, e.g. '/blog/magic-circle-applications'. */
  path: string;
  readingMinutes: number;
};

export type Article = ArticleSummary & {
  /** The body rendered from our own Markdown on the server. */
  html: string;
};
