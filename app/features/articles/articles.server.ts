import { marked } from 'marked';
import type { Article, ArticleSummary } from './article';
import { parseFrontmatter } from './frontmatter';
import { readingMinutes } from './reading-time';

/** The Markdown sources, bundled into the server build (no file reads at run time). */
const sources = import.meta.glob<string>('/content/articles/*.md', { query: '?raw', import: 'default', eager: true });

/** Articles live at /blog/{slug}, except where an older address must keep working. */
const legacyPaths: Record<string, string> = {
  'assessment-centre-tips': '/assessment-centre-tips',
};

export const articlePath = (slug: string) => legacyPaths[slug] ?? `/blog/${slug}`;

function loadArticle(file: string, source: string): Article {
  const slug = file.replace(/^.*\/|\.md$/g, '');
  const { frontmatter, body } = parseFrontmatter(source, file);
  return {
    ...frontmatter,
    slug,
    path: articlePath(slug),
    readingMinutes: readingMinutes(body),
    html: marked.parse(body, { async: false }),
  };
}

const articles: readonly Article[] = Object.entries(sources)
  .map(([file, source]) => loadArticle(file, source))
  .sort((a, b) => b.date.localeCompare(a.date));

const summarise = ({ html: _html, ...summary }: Article): ArticleSummary => summary;

/** Every article, newest first, without its body. */
export function listArticles(): ArticleSummary[] {
  return articles.map(summarise);
}

/** The article served at a page path; a trailing slash is ignored. */
export function findArticleByPath(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return articles.find((article) => article.path === path);
}
