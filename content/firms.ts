import { idsOf } from './vocabulary';

/**
 * The firms the portal follows: the 16 firms with a profile in the library (their slugs are
 * the profiles' item slugs), grouped as applicants group them. Pure data, shared by the
 * deadlines calendar, the tracker and the answer checker.
 */

export const firmGroups = {
  'magic-circle': 'Magic Circle',
  'silver-circle': 'Silver Circle',
  'us-firms': 'US firms',
  others: 'Other firms',
} as const;
export type FirmGroup = keyof typeof firmGroups;
export const firmGroupIds = idsOf(firmGroups);

export type Firm = {
  slug: string;
  /** The firm's own spelling of its name. */
  name: string;
  group: FirmGroup;
  /** The firm's graduate recruitment site, where its own dates are published. */
  careersUrl: string;
};

export const firms = [
  { slug: 'ao-shearman', name: 'A&O Shearman', group: 'magic-circle', careersUrl: 'https://www.aoshearman.com/en/careers/early-careers' },
  { slug: 'clifford-chance', name: 'Clifford Chance', group: 'magic-circle', careersUrl: 'https://careers.cliffordchance.com/london/' },
  { slug: 'freshfields', name: 'Freshfields', group: 'magic-circle', careersUrl: 'https://www.freshfields.com/en/careers/uk-early-careers' },
  { slug: 'linklaters', name: 'Linklaters', group: 'magic-circle', careersUrl: 'https://careers.linklaters.com/en/early-careers/uk' },
  { slug: 'slaughter-and-may', name: 'Slaughter and May', group: 'magic-circle', careersUrl: 'https://www.slaughterandmay.com/careers/trainee-solicitors/' },
  { slug: 'herbert-smith-freehills-kramer', name: 'Herbert Smith Freehills Kramer', group: 'silver-circle', careersUrl: 'https://careers.hsfkramer.com/uk/early-careers' },
  { slug: 'ashurst', name: 'Ashurst', group: 'silver-circle', careersUrl: 'https://www.ashurst.com/en/careers/students-and-graduates/' },
  { slug: 'macfarlanes', name: 'Macfarlanes', group: 'silver-circle', careersUrl: 'https://www.macfarlanes.com/careers/early-careers/' },
  { slug: 'travers-smith', name: 'Travers Smith', group: 'silver-circle', careersUrl: 'https://www.traverssmith.com/careers/trainee-solicitors/' },
  { slug: 'hogan-lovells', name: 'Hogan Lovells', group: 'others', careersUrl: 'https://www.hoganlovells.com/en/careers/early-careers/london' },
  { slug: 'kirkland-ellis', name: 'Kirkland & Ellis', group: 'us-firms', careersUrl: 'https://www.kirkland.com/careers/london-trainee-program' },
  { slug: 'latham-watkins', name: 'Latham & Watkins', group: 'us-firms', careersUrl: 'https://www.lw.com/en/careers/london-trainees' },
  { slug: 'white-case', name: 'White & Case', group: 'us-firms', careersUrl: 'https://www.whitecase.com/careers/locations/london/trainee-solicitors' },
  { slug: 'skadden', name: 'Skadden', group: 'us-firms', careersUrl: 'https://www.skadden.com/careers/students/london' },
  { slug: 'sullivan-cromwell', name: 'Sullivan & Cromwell', group: 'us-firms', careersUrl: 'https://www.sullcrom.com/careers/london-trainee-solicitors' },
  { slug: 'davis-polk', name: 'Davis Polk', group: 'us-firms', careersUrl: 'https://www.davispolk.com/careers/london-trainees' },
] as const satisfies readonly Firm[];

export type FirmSlug = (typeof firms)[number]['slug'];
export const firmSlugs = firms.map((firm) => firm.slug) as [FirmSlug, ...FirmSlug[]];
export const firmBySlug = (slug: string): Firm | undefined => firms.find((firm) => firm.slug === slug);

/** The kinds of opening a deadline is for. */
export const opportunities = {
  'vacation-scheme-winter': 'Winter vacation scheme',
  'vacation-scheme-spring': 'Spring vacation scheme',
  'vacation-scheme-summer': 'Summer vacation scheme',
  'training-contract': 'Training contract',
  'open-day': 'Open day or insight scheme',
} as const;
export type Opportunity = keyof typeof opportunities;
export const opportunityIds = idsOf(opportunities);

/** Where an application stands, in the order a campaign moves through them. */
export const applicationStages = {
  researching: 'Researching',
  drafting: 'Drafting',
  submitted: 'Submitted',
  'online-tests': 'Online tests',
  'video-interview': 'Video interview',
  'assessment-centre': 'Assessment centre',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
} as const;
export type ApplicationStage = keyof typeof applicationStages;
export const applicationStageIds = idsOf(applicationStages);
/**
 * The steps of a campaign, in order: an application moves forward and back along these.
 * An offer is where it ends well, so nothing comes after it.
 */
export const campaignStages: readonly ApplicationStage[] = ['researching', 'drafting', 'submitted', 'online-tests', 'video-interview', 'assessment-centre', 'offer'];
/** How an application can end short of an offer, from any step: never a step forward. */
export const outcomeStages: readonly ApplicationStage[] = ['rejected', 'withdrawn'];
/** Stages before the application has gone in: deadline reminders are for these only. */
export const stagesBeforeSubmission: readonly ApplicationStage[] = ['researching', 'drafting'];
