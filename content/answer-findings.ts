import type { AnswerCheck, AnswerLimit, FirmNameIssue } from './answer-checker';

/**
 * The checker's findings as a person reads them: one line per name as written, however
 * often it appears, with every place it appears in the draft. Pure, like the checker, so
 * the member's page, its confirmation before sending and the coach's review show the same.
 */

export type FindingKind = 'other-firm' | FirmNameIssue['reason'];
export type FindingPlace = { index: number; length: number };
export type Finding = {
  kind: FindingKind;
  /** The name as the draft writes it. */
  found: string;
  /** The other firm's name, or how the firm's own name should be written. */
  expected: string;
  places: FindingPlace[];
};

/** The checker's findings grouped by kind and text as written, in the order they first appear. */
export function groupFindings(check: Pick<AnswerCheck, 'otherFirms' | 'firmNameIssues'>): Finding[] {
  const mentions = [
    ...check.otherFirms.map((mention) => ({
      kind: 'other-firm' as const,
      found: mention.found,
      expected: mention.name,
      index: mention.index,
    })),
    ...check.firmNameIssues.map((issue) => ({
      kind: issue.reason,
      found: issue.found,
      expected: issue.expected,
      index: issue.index,
    })),
  ].sort((a, b) => a.index - b.index);
  const groups = new Map<string, Finding>();
  for (const { kind, found, expected, index } of mentions) {
    const key = `${kind}\u0000${found}`;
    const group = groups.get(key) ?? { kind, found, expected, places: [] };
    group.places.push({ index, length: found.length });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** How far the draft runs past its limit, in the limit's own unit (null within it or with none). */
export function limitOverrun(
  check: Pick<AnswerCheck, 'words' | 'characters'>,
  limit: AnswerLimit | null | undefined,
): { unit: 'words' | 'characters'; over: number } | null {
  if (!limit) return null;
  const [unit, allowed] =
    'words' in limit ? (['words', limit.words] as const) : (['characters', limit.characters] as const);
  const over = check[unit] - allowed;
  return over > 0 ? { unit, over } : null;
}

export type Excerpt = { before: string; match: string; after: string; clippedStart: boolean; clippedEnd: boolean };

/** A place in the draft with some words either side, cut at spaces, so it can be shown highlighted on its own. */
export function excerptAround(text: string, place: FindingPlace, reach = 40): Excerpt {
  const end = place.index + place.length;
  let start = Math.max(0, place.index - reach);
  let stop = Math.min(text.length, end + reach);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < place.index) start = space + 1;
  }
  if (stop < text.length) {
    const space = text.lastIndexOf(' ', stop);
    if (space >= end) stop = space;
  }
  return {
    before: text.slice(start, place.index),
    match: text.slice(place.index, end),
    after: text.slice(end, stop),
    clippedStart: start > 0,
    clippedEnd: stop < text.length,
  };
}
