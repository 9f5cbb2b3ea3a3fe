import { criticalThinkingItems, diagnosticItems } from '../../../content/practice/critical-thinking';
import { seedForms } from '../../../content/practice/forms';
import { situationalItems } from '../../../content/practice/situational-judgement';
import { practiceFormItems, practiceForms, practiceItems, type PracticeKey } from '../../db/schema';
import { nameBasedId } from '../../platform/name-based-id';
import type { Services } from '../kit/context';

/** A seeded item's or form's id, the same on every run: re-seeding finds what it made before. */
export const seedPracticeItemId = (slug: string) => nameBasedId(`practice-item/${slug}`);
export const seedPracticeFormId = (slug: string) => nameBasedId(`practice-form/${slug}`);

function itemRows() {
  const criticalThinking = [...criticalThinkingItems, ...diagnosticItems].map((item) => ({
    id: seedPracticeItemId(item.slug),
    kind: 'critical-thinking' as const,
    section: item.section,
    format: 'choice' as const,
    passage: item.passage,
    prompt: item.prompt,
    options: item.options,
    key: { format: 'choice', choice: item.key } satisfies PracticeKey,
    explanation: item.explanation,
    difficulty: item.difficulty,
    status: 'published' as const,
  }));
  const situational = situationalItems.map((item) => ({
    id: seedPracticeItemId(item.slug),
    kind: 'situational-judgement' as const,
    section: null,
    format: item.format,
    passage: item.passage,
    prompt: item.prompt,
    options: item.options,
    key: { format: item.format, ...item.key } as PracticeKey,
    explanation: item.explanation,
    difficulty: item.difficulty,
    status: 'published' as const,
  }));
  return [...criticalThinking, ...situational];
}

/**
 * Idempotent, and run in production too (it is content, like the deadlines): inserts the
 * original practice items and forms that were never seeded, published, so practice works
 * from a fresh clone. Never touches a row that exists: coaches' retirements and edits stay.
 */
export async function seedPractice({ db, logger }: Pick<Services, 'db' | 'logger'>) {
  const items = await db.insert(practiceItems).values(itemRows()).onConflictDoNothing({ target: practiceItems.id }).returning({ id: practiceItems.id });
  const forms = await db
    .insert(practiceForms)
    .values(
      seedForms.map(({ slug, kind, title, description, minutes, free }) => ({
        id: seedPracticeFormId(slug),
        kind,
        title,
        description,
        minutes,
        free,
        status: 'published' as const,
      })),
    )
    .onConflictDoNothing({ target: practiceForms.id })
    .returning({ id: practiceForms.id });
  const added = new Set(forms.map((form) => form.id));
  const formItems = seedForms
    .filter((form) => added.has(seedPracticeFormId(form.slug)))
    .flatMap((form) => form.itemSlugs.map((slug, position) => ({ formId: seedPracticeFormId(form.slug), itemId: seedPracticeItemId(slug), position })));
  if (formItems.length > 0) await db.insert(practiceFormItems).values(formItems).onConflictDoNothing();
  if (items.length > 0 || forms.length > 0) logger.info({ items: items.length, forms: forms.length }, 'practice tests seeded');
}
