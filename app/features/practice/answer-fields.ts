import type { PracticeAnswer, PracticeFormat } from '@server/db/schema';

/**
 * How one question's answer travels in the attempt page's form, which works without scripts:
 * a radio group for a choice, two selects for the most and least effective response, a 1-4
 * radio group per response for ratings, and a rank select per response. The answer these
 * fields make is checked by the server against the question (the same rule as the API's).
 */
type QuestionShape = { format: PracticeFormat; options: { id: string }[] };

/** A form's values by field name, as FormData or a plain record gives them. */
type Fields = { get(name: string): FormDataEntryValue | null };

export const fieldNames = {
  choice: 'choice',
  most: 'most',
  least: 'least',
  rating: (optionId: string) => `rate:${optionId}`,
  rank: (optionId: string) => `rank:${optionId}`,
};

const text = (fields: Fields, name: string) => {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The answer the fields give, as the API takes it, or undefined when the member gave none
 * (moving on without answering saves nothing). A half-given answer is passed on as it is, so
 * the server says what is missing.
 */
export function answerFromFields(question: QuestionShape, fields: Fields): unknown {
  const ids = question.options.map((option) => option.id);
  switch (question.format) {
    case 'choice': {
      const choice = text(fields, fieldNames.choice);
      return choice === '' ? undefined : choice;
    }
    case 'most-least': {
      const picks = [text(fields, fieldNames.most), text(fields, fieldNames.least)];
      return picks.every((pick) => pick === '') ? undefined : picks;
    }
    case 'rate': {
      const ratings = ids.map((id) => text(fields, fieldNames.rating(id)));
      return ratings.every((rating) => rating === '') ? undefined : ratings;
    }
    case 'rank': {
      const ranks = ids.map((id) => text(fields, fieldNames.rank(id)));
      if (ranks.every((rank) => rank === '')) return undefined;
      // The responses in rank order. A rank given twice (or not at all) leaves a place empty:
      // it is filled with a response already placed, which the server refuses as "Rank each
      // response once".
      return ids.map((_, place) => ids[ranks.indexOf(String(place + 1))] ?? ids[0]);
    }
  }
}

/** What the fields show for an answer already saved: the checked choice, the selected picks, each rating and rank. */
export function fieldsOfAnswer(question: QuestionShape, answer: PracticeAnswer | undefined): Record<string, string> {
  if (answer === undefined) return {};
  const ids = question.options.map((option) => option.id);
  switch (question.format) {
    case 'choice':
      return typeof answer === 'string' ? { [fieldNames.choice]: answer } : {};
    case 'most-least':
      return Array.isArray(answer) ? { [fieldNames.most]: String(answer[0] ?? ''), [fieldNames.least]: String(answer[1] ?? '') } : {};
    case 'rate':
      return Array.isArray(answer) ? Object.fromEntries(ids.map((id, index) => [fieldNames.rating(id), String(answer[index] ?? '')])) : {};
    case 'rank':
      return Array.isArray(answer) ? Object.fromEntries(answer.map((id, place) => [fieldNames.rank(String(id)), String(place + 1)])) : {};
  }
}

/** Every field a question's answer is given in. */
export function answerFieldNames(question: QuestionShape): string[] {
  const ids = question.options.map((option) => option.id);
  switch (question.format) {
    case 'choice':
      return [fieldNames.choice];
    case 'most-least':
      return [fieldNames.most, fieldNames.least];
    case 'rate':
      return ids.map(fieldNames.rating);
    case 'rank':
      return ids.map(fieldNames.rank);
  }
}
