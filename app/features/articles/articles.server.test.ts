import { describe, expect, it } from 'vitest';
import { articlePath, findArticleByPath, listArticles } from './articles.server';
import { formatDate } from '@content/uk-dates';

describe('articles', () => {
  it('lists the three articles, newest first, without their bodies', () => {
    const articles = listArticles();
    expect(articles.map((a) => a.slug)).toEqual([
      'ma-for-applicants',
      'assessment-centre-tips',
      'magic-circle-applications',
    ]);
    expect(articles[0]).not.toHaveProperty('html');
  });

  it('gives the reading times and publication dates each article states', () => {
    const magicCircle = findArticleByPath('/blog/magic-circle-applications');
    const assessment = findArticleByPath('/assessment-centre-tips');
    expect(magicCircle?.readingMinutes).toBe(10);
    expect(assessment?.readingMinutes).toBe(8);
    expect(formatDate(magicCircle?.date ?? '')).toBe('30 July 2025');
    expect(formatDate(assessment?.date ?? '')).toBe('11 September 2025');
  });

  it('serves each article at its path, keeping the legacy assessment centre address', () => {
    expect(articlePath('magic-circle-applications')).toBe('/blog/magic-circle-applications');
    expect(articlePath('assessment-centre-tips')).toBe('/assessment-centre-tips');
    expect(articlePath('ma-for-applicants')).toBe('/blog/ma-for-applicants');
    expect(findArticleByPath('/assessment-centre-tips/')?.slug).toBe('assessment-centre-tips');
    expect(findArticleByPath('/blog/no-such-article')).toBeUndefined();
  });

  it('renders the Markdown body to HTML', () => {
    const html = findArticleByPath('/blog/magic-circle-applications')?.html ?? '';
    expect(html).toContain('<h2>What commercial awareness really means</h2>');
    expect(html).toContain('<a href="/services">');
  });
});
