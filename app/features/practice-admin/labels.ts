/* Type-only: the names are checked against the schema's own lists. */
import type { PracticeFormat, PracticeKind } from '@server/db/schema';

/** How the coaches' pages name kinds, formats, difficulties and statuses (the sections' names come from the server's presets). */
export const kindLabels: Record<PracticeKind, string> = {
  'critical-thinking': 'Critical thinking',
  'situational-judgement': 'Situational judgement',
};

export const formatLabels: Record<PracticeFormat, string> = {
  choice: 'One choice',
  'most-least': 'Most and least effective',
  rate: 'Rate each 1 to 4',
  rank: 'Rank',
};

export const difficultyLabels = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

export const statusLabels = { draft: 'Draft', published: 'Published', retired: 'Retired' } as const;
