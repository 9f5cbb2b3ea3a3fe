import { seedInterviewSets } from '../../../content/interviews/sets';
import { interviewQuestions, interviewSets } from '../../db/schema';
import { nameBasedId } from '../../platform/name-based-id';
import type { Services } from '../kit/context';

/** A seeded set's or question's id, the same on every run: re-seeding finds what it made before. */
export const seedInterviewSetId = (slug: string) => nameBasedId(`interview-set/${slug}`);
export const seedInterviewQuestionId = (slug: string) => nameBasedId(`interview-question/${slug}`);

/**
 * Idempotent, and run in production too (it is content, like the practice tests): inserts the
 * original question sets that were never seeded, published, so video-interview practice works
 * from a fresh clone. Never touches a row that exists: coaches' retirements and edits stay.
 */
export async function seedInterviews({ db, logger }: Pick<Services, 'db' | 'logger'>) {
  const sets = await db
    .insert(interviewSets)
    .values(
      seedInterviewSets.map(({ slug, title, description, firmSlug }) => ({
        id: seedInterviewSetId(slug),
        title,
        description,
        firmSlug,
        status: 'published' as const,
      })),
    )
    .onConflictDoNothing({ target: interviewSets.id })
    .returning({ id: interviewSets.id });
  const added = new Set(sets.map((set) => set.id));
  const questions = seedInterviewSets
    .filter((set) => added.has(seedInterviewSetId(set.slug)))
    .flatMap((set) =>
      set.questions.map(({ slug, text, prepareSeconds, answerSeconds, takes }, position) => ({
        id: seedInterviewQuestionId(slug),
        setId: seedInterviewSetId(set.slug),
        position,
        text,
        prepareSeconds,
        answerSeconds,
        takes,
      })),
    );
  if (questions.length > 0) await db.insert(interviewQuestions).values(questions).onConflictDoNothing({ target: interviewQuestions.id });
  if (sets.length > 0) logger.info({ sets: sets.length, questions: questions.length }, 'interview question sets seeded');
}
