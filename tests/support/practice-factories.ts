import { practiceFormItems, practiceForms, practiceItems, type PracticeKey, type PracticeOption } from '@server/db/schema';
import type { TestApp } from './test-app';

/**
 * Published practice items and forms written straight to the database, so a test decides
 * exactly what an attempt asks and what its key is (the seeded content may change).
 */
type Kind = 'critical-thinking' | 'situational-judgement';
type Format = 'choice' | 'most-least' | 'rate' | 'rank';

export const choiceOptions: PracticeOption[] = [
  { id: 'follows', text: 'Conclusion follows', rationale: 'It follows because every partner signed the memo.' },
  { id: 'does-not-follow', text: 'Conclusion does not follow', rationale: 'The memo says nothing about trainees.' },
];

export const responseOptions: PracticeOption[] = ['Ask the supervisor', 'Stay late alone', 'Ignore the email', 'Tell the client'].map((text, index) => ({
  id: `r${index + 1}`,
  text,
  rationale: `Reasoning about “${text}”.`,
}));

/** A published item: a deduction question for critical thinking, a trainee's scenario for situational judgement. */
export async function publishedItem(t: TestApp, { kind, format, prompt, key }: { kind: Kind; format: Format; prompt: string; key: PracticeKey }) {
  const [item] = await t.services.db
    .insert(practiceItems)
    .values({
      kind,
      section: kind === 'critical-thinking' ? 'deduction' : null,
      format,
      passage: kind === 'critical-thinking' ? 'Every partner at the firm signed the memo on remote working.' : 'A trainee has two deadlines on the same afternoon.',
      prompt,
      options: kind === 'critical-thinking' ? choiceOptions : responseOptions,
      key,
      explanation: `The coaches’ view on: ${prompt}`,
      status: 'published',
    })
    .returning();
  return item!.id;
}

/** A published form of those items, in that order. */
export async function publishedForm(t: TestApp, values: { kind: Kind; title: string; minutes: number; free: boolean }, itemIds: string[]) {
  const [form] = await t.services.db
    .insert(practiceForms)
    .values({ ...values, status: 'published' })
    .returning();
  await t.services.db.insert(practiceFormItems).values(itemIds.map((itemId, position) => ({ formId: form!.id, itemId, position })));
  return form!.id;
}
