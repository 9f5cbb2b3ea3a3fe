import { firmBySlug, opportunities } from '@content/firms';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';

/**
 * schema.org structured data for search engines: each entry an EducationalOccupationalProgram
 * (a vacation scheme, training contract or open day) offered by its firm. Only a date a coach
 * has checked is given as the application window: an unchecked entry is named without dates.
 */
export function deadlinesStructuredData({ entries, pageUrl, name }: { entries: readonly CalendarEntry[]; pageUrl: string; name: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'EducationalOccupationalProgram',
        name: `${entry.firm}: ${opportunities[entry.opportunity]}`,
        programType: opportunities[entry.opportunity],
        provider: { '@type': 'Organization', name: entry.firm, url: firmBySlug(entry.firmSlug)?.careersUrl ?? entry.url },
        url: entry.url,
        ...(entry.checkedOn
          ? { applicationDeadline: entry.closesOn, ...(entry.opensOn ? { applicationStartDate: entry.opensOn } : {}) }
          : {}),
      },
    })),
  };
}
