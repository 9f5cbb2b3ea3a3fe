import { firms, type FirmSlug } from './firms';
import { firmNameForms, officialName } from './firm-name-forms';

/**
 * The answer checker: counts against the question's limit, other firms' names in an answer
 * for one firm, and slips in that firm's own name. Pure (no DOM, no Node), so the page runs
 * it as the member types and the API runs the same code.
 */

export type AnswerLimit = { words: number } | { characters: number };
export type OtherFirmMention = { name: string; found: string; index: number };
export type FirmNameIssue = {
  found: string;
  expected: string;
  index: number;
  reason: 'former-name' | 'misspelt' | 'and-or-ampersand' | 'capitals';
};
export type AnswerCheck = {
  words: number;
  characters: number;
  overLimit: boolean;
  otherFirms: OtherFirmMention[];
  firmNameIssues: FirmNameIssue[];
};

/** Curly apostrophes and no-break spaces become their plain twins, one character for one, so indexes hold. */
const normalise = (text: string) => text.replace(/[’‘]/g, "'").replace(/[\u00a0\u202f\u2007]/g, ' ');

/** Words as word processors count them: runs between spaces holding a letter or digit ("well-known" is one, "&" none). */
export const countWords = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/** Characters with spaces, as application portals count them: a line break is one, an emoji one. */
export const countCharacters = (text: string) => Array.from(text.replace(/\r\n/g, '\n')).length;

export const isOverLimit = (counts: { words: number; characters: number }, limit?: AnswerLimit | null) =>
  !!limit && ('words' in limit ? counts.words > limit.words : counts.characters > limit.characters);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form as a pattern: any spacing around "&", commas optional, any run of spaces between words. */
function formPattern(form: string) {
  // The split keeps each "&" and ","; where a run of spaces split two words, the captured
  // separator is undefined, and the filter drops it.
  return normalise(form)
    .split(/\s*(&|,)\s*|\s+/)
    .filter(Boolean)
    .map((part, i, parts) => {
      if (part === '&') return '\\s*&\\s*';
      if (part === ',') return ',?\\s*';
      const joiner = i > 0 && parts[i - 1] !== '&' && parts[i - 1] !== ',' ? '\\s+' : '';
      return joiner + escape(part);
    })
    .join('');
}

/** The form as written or in capitals. */
const formAlternatives = (form: string) => [...new Set([formPattern(form), formPattern(form.toUpperCase())])].join('|');

/** Any of `alternatives` as a whole word: never part of a longer word. */
const wholeWord = (alternatives: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}&])(?:${alternatives})(?![\\p{L}\\p{N}&])`, flags);

/** "Kirkland & Ellis" ↔ "Kirkland and Ellis"; abbreviations ("A&O") have no twin. */
const swappedTwin = (form: string) =>
  / & /.test(form) ? form.replace(/ & /g, ' and ') : / and /.test(form) ? form.replace(/ and /g, ' & ') : undefined;

type FormKind = 'accepted' | FirmNameIssue['reason'];
type KnownForm = { slug: FirmSlug; form: string; kind: FormKind; expected: string };

const knownForms: KnownForm[] = firmNameForms.flatMap(({ slug, accepted, former, misspelt }) => {
  const name = officialName(slug);
  return [
    ...accepted.map((form) => ({ slug, form, kind: 'accepted' as const, expected: form })),
    ...accepted.flatMap((form) => {
      const twin = swappedTwin(form);
      return twin ? [{ slug, form: twin, kind: 'and-or-ampersand' as const, expected: form }] : [];
    }),
    ...former.map((form) => ({ slug, form, kind: 'former-name' as const, expected: name })),
    ...misspelt.map((form) => ({ slug, form, kind: 'misspelt' as const, expected: name })),
  ];
});

/**
 * Every known form in one pattern, one group each, the longest first so that where two start
 * at the same place the longer is taken ("A&O Shearman" over "A&O"). One pattern, not one per
 * form: V8 compiles each `\p{L}` boundary anew, and a hundred patterns cost ~40 ms on their
 * first use, the first check of a page, against ~1 ms for one (measured in Node 20).
 */
const formsByLength = [...knownForms].sort((a, b) => b.form.length - a.form.length);
let anyKnownForm: RegExp | undefined;
const knownFormPattern = () =>
  (anyKnownForm ??= wholeWord(formsByLength.map((entry) => `(${formAlternatives(entry.form)})`).join('|'), 'gu'));

const canonical = (text: string) =>
  normalise(text)
    .toLowerCase()
    .replace(/\s*&\s*/g, ' & ')
    .replace(/\s+/g, ' ')
    .trim();

/** The catalogue firm an application is for, from its slug or any way of writing its name. */
export function resolveFirm(firm: string): FirmSlug | undefined {
  const bySlug = firms.find((candidate) => candidate.slug === firm);
  if (bySlug) return bySlug.slug;
  const wanted = canonical(firm);
  return knownForms.find((entry) => canonical(entry.form) === wanted)?.slug;
}

type Match = { entry: KnownForm; index: number; found: string };

/** Every known form in the text, from the start, none overlapping another. */
function findForms(text: string): Match[] {
  const matches: Match[] = [];
  for (const match of text.matchAll(knownFormPattern())) {
    const group = match.findIndex((captured, index) => index > 0 && captured !== undefined);
    const entry = formsByLength[group - 1];
    if (entry) matches.push({ entry, index: match.index, found: match[0] });
  }
  return matches;
}

/** The firm's own name written in the wrong case ("clifford chance"), which the case-exact forms let through. */
function wrongCaseIssues(text: string, slug: FirmSlug, taken: Match[]): FirmNameIssue[] {
  const name = officialName(slug);
  return [...text.matchAll(wholeWord(formAlternatives(name), 'giu'))]
    .filter((match) => !taken.some((kept) => kept.index <= match.index && match.index < kept.index + kept.found.length))
    .map((match) => ({ found: match[0], expected: name, index: match.index, reason: 'capitals' as const }));
}

/**
 * Checks one answer for the firm it is written for (a catalogue slug or the firm's name:
 * for a firm outside the catalogue every catalogue firm counts as another firm).
 */
export function checkAnswer({
  firm,
  text,
  limit,
}: {
  firm: string;
  text: string;
  limit?: AnswerLimit | null;
}): AnswerCheck {
  const counts = { words: countWords(text), characters: countCharacters(text) };
  const slug = resolveFirm(firm);
  const plain = normalise(text);
  const matches = findForms(plain);
  const otherFirms: OtherFirmMention[] = [];
  const firmNameIssues: FirmNameIssue[] = [];
  for (const { entry, index, found } of matches) {
    const original = text.slice(index, index + found.length);
    if (entry.slug !== slug) otherFirms.push({ name: officialName(entry.slug), found: original, index });
    else if (entry.kind !== 'accepted')
      firmNameIssues.push({ found: original, expected: entry.expected, index, reason: entry.kind });
  }
  if (slug) {
    for (const issue of wrongCaseIssues(plain, slug, matches)) {
      firmNameIssues.push({ ...issue, found: text.slice(issue.index, issue.index + issue.found.length) });
    }
    firmNameIssues.sort((a, b) => a.index - b.index);
  }
  return { ...counts, overLimit: isOverLimit(counts, limit), otherFirms, firmNameIssues };
}

/** How many opening words two answers must share to count as the same opening. */
export const openingWords = 6;

export type RepeatedOpening = { opening: string; answerIds: string[] };

const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s/)[0] ?? '';
const comparable = (words: string) =>
  words
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, '')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Answers that open the same way: the same first sentence, or the same first six words
 * (recruiters reading a stack notice a stock opening). Case and punctuation do not matter.
 */
export function findRepeatedOpenings(answers: readonly { id: string; text: string }[]): RepeatedOpening[] {
  const groups = new Map<string, { opening: string; answerIds: string[] }>();
  for (const { id, text } of answers) {
    const sentence = firstSentence(text);
    const sentenceWords = comparable(sentence);
    const keys = new Set<string>();
    if (sentenceWords.length >= 3) keys.add(`s:${sentenceWords.join(' ')}`);
    const words = comparable(text);
    if (words.length >= openingWords) keys.add(`w:${words.slice(0, openingWords).join(' ')}`);
    for (const key of keys) {
      const opening = key.startsWith('s:') ? sentence : text.trim().split(/\s+/).slice(0, openingWords).join(' ');
      const group = groups.get(key) ?? { opening, answerIds: [] };
      group.answerIds.push(id);
      groups.set(key, group);
    }
  }
  // The same answers can share both their first sentence and their first words: report them once.
  // Each group lists its answers in the order given, so the same answers give the same list.
  const seen = new Set<string>();
  return [...groups.values()]
    .filter((group) => group.answerIds.length > 1)
    .filter((group) => {
      const members = group.answerIds.join(',');
      if (seen.has(members)) return false;
      seen.add(members);
      return true;
    });
}
