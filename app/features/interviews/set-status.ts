/* Type-only: the names are checked against the schema's own list. */
import type { InterviewSetStatus } from '@server/features/interview-admin/coach-sets';

/** How the coaches' pages name a set's status, and what it means for members. */
export const setStatusLabels: Record<InterviewSetStatus, string> = { draft: 'Draft', published: 'Published', retired: 'Retired' };

export const setStatusMeanings: Record<InterviewSetStatus, string> = {
  draft: 'Members do not see it yet; edit it freely.',
  published: 'Members see it and start attempts; it is no longer edited.',
  retired: 'Members no longer see it; attempts already started keep working.',
};

export const coachInterviewsPath = '/coach/interviews';
export const coachInterviewSetPath = (id: string) => `/coach/interviews/${id}`;
