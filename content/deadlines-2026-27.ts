import type { FirmSlug, Opportunity } from './firms';

/**
 * The deadlines calendar's starting entries for the 2026-27 recruitment cycle: each firm's
 * usual openings with the dates its past cycles suggest. None is a fact until a coach has
 * checked it against the firm's own page, so the seed stores every one as unchecked.
 * `rolling`: the firm reviews applications as they arrive and may close early.
 */
export type SeedDeadline = {
  firmSlug: FirmSlug;
  opportunity: Opportunity;
  opensOn: string | null;
  closesOn: string;
  rolling: boolean;
};

export const deadlineCycle = '2026-27';

type Row = [Opportunity, opensOn: string | null, closesOn: string];

/** One firm's openings; `rolling` holds for all of them, as firms decide it firm-wide. */
const firm = (firmSlug: FirmSlug, rolling: boolean, rows: Row[]): SeedDeadline[] =>
  rows.map(([opportunity, opensOn, closesOn]) => ({ firmSlug, opportunity, opensOn, closesOn, rolling }));

export const seedDeadlines: readonly SeedDeadline[] = [
  ...firm('ao-shearman', true, [
    ['vacation-scheme-winter', '2026-09-01', '2026-10-30'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-04'],
    ['training-contract', '2026-10-01', '2027-01-04'],
    ['open-day', '2027-01-11', '2027-02-26'],
  ]),
  ...firm('clifford-chance', false, [
    ['vacation-scheme-winter', '2026-09-07', '2026-10-30'],
    ['vacation-scheme-spring', '2026-10-05', '2026-12-31'],
    ['vacation-scheme-summer', '2026-10-05', '2026-12-31'],
    ['training-contract', '2026-10-05', '2027-07-31'],
    ['open-day', '2027-01-11', '2027-03-31'],
  ]),
  ...firm('freshfields', false, [
    ['vacation-scheme-winter', '2026-09-01', '2026-10-25'],
    ['vacation-scheme-spring', '2026-10-01', '2027-01-08'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-08'],
    ['training-contract', '2026-10-01', '2027-01-08'],
    ['open-day', '2027-01-18', '2027-03-12'],
  ]),
  ...firm('linklaters', false, [
    ['vacation-scheme-winter', '2026-09-01', '2026-10-31'],
    ['vacation-scheme-summer', '2026-10-01', '2026-12-31'],
    ['training-contract', '2026-10-01', '2027-07-31'],
    ['open-day', '2027-01-04', '2027-03-19'],
  ]),
  ...firm('slaughter-and-may', false, [
    ['vacation-scheme-winter', '2026-10-01', '2026-10-31'],
    ['vacation-scheme-spring', '2026-10-01', '2027-01-04'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-04'],
    ['training-contract', '2026-10-01', '2027-07-31'],
    ['open-day', '2027-01-11', '2027-02-12'],
  ]),
  ...firm('herbert-smith-freehills-kramer', false, [
    ['vacation-scheme-winter', '2026-09-01', '2026-10-31'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-04'],
    ['training-contract', '2026-10-01', '2027-01-04'],
    ['open-day', '2027-01-04', '2027-02-28'],
  ]),
  ...firm('ashurst', true, [
    ['vacation-scheme-winter', '2026-09-15', '2026-11-05'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-08'],
    ['training-contract', '2026-10-01', '2027-01-08'],
    ['open-day', '2027-01-11', '2027-03-05'],
  ]),
  ...firm('macfarlanes', false, [
    ['vacation-scheme-spring', '2026-10-01', '2026-12-31'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-04'],
    ['training-contract', '2026-10-01', '2027-07-31'],
    ['open-day', '2027-02-01', '2027-03-31'],
  ]),
  ...firm('travers-smith', false, [
    ['vacation-scheme-winter', '2026-10-01', '2026-11-06'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-15'],
    ['training-contract', '2026-10-01', '2027-01-15'],
    ['open-day', '2027-01-15', '2027-03-15'],
  ]),
  ...firm('hogan-lovells', true, [
    ['vacation-scheme-winter', '2026-09-01', '2026-10-31'],
    ['vacation-scheme-spring', '2026-10-01', '2027-01-06'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-06'],
    ['training-contract', '2026-10-01', '2027-01-06'],
    ['open-day', '2027-01-11', '2027-02-27'],
  ]),
  ...firm('kirkland-ellis', true, [
    ['open-day', '2026-10-01', '2026-12-11'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-10'],
    ['training-contract', '2026-10-01', '2027-06-30'],
  ]),
  ...firm('latham-watkins', true, [
    ['open-day', '2026-10-15', '2026-12-04'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-08'],
    ['training-contract', '2026-10-01', '2027-07-31'],
  ]),
  ...firm('white-case', true, [
    ['vacation-scheme-winter', '2026-09-01', '2026-10-31'],
    ['vacation-scheme-spring', '2026-10-01', '2027-01-08'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-08'],
    ['training-contract', '2026-10-01', '2027-06-30'],
    ['open-day', '2027-01-11', '2027-02-12'],
  ]),
  ...firm('skadden', true, [
    ['open-day', '2026-10-15', '2026-12-18'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-11'],
    ['training-contract', '2026-10-01', '2027-01-11'],
  ]),
  ...firm('sullivan-cromwell', true, [
    ['vacation-scheme-summer', '2026-10-01', '2027-01-08'],
    ['training-contract', '2026-10-01', '2027-06-30'],
    ['open-day', '2027-01-11', '2027-02-19'],
  ]),
  ...firm('davis-polk', true, [
    ['vacation-scheme-winter', '2026-09-15', '2026-11-13'],
    ['vacation-scheme-summer', '2026-10-01', '2027-01-08'],
    ['training-contract', '2026-10-01', '2027-06-30'],
  ]),
];
