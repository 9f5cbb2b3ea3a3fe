import type { FaqEntry } from '@content/site/copy';

/** schema.org FAQPage for search engines. */
export function faqStructuredData(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  };
}
