import { criticalThinkingItems, diagnosticItems } from './critical-thinking';
import { criticalThinkingSectionNames } from './sections';
import { situationalItems } from './situational-judgement';

/** The seeded practice tests: which items, in which order, in how many minutes. */
export type SeedForm = {
  slug: string;
  kind: 'critical-thinking' | 'situational-judgement';
  title: string;
  description: string;
  minutes: number;
  free: boolean;
  itemSlugs: string[];
};

const sections = Object.keys(criticalThinkingSectionNames) as Array<keyof typeof criticalThinkingSectionNames>;

export const seedForms: SeedForm[] = [
  {
    slug: 'critical-thinking-diagnostic',
    kind: 'critical-thinking',
    title: 'Critical thinking: diagnostic',
    description: 'Ten questions, two from each section, in 8 minutes: see where you stand before you practise. Free to every member.',
    minutes: 8,
    free: true,
    itemSlugs: diagnosticItems.map((item) => item.slug),
  },
  {
    slug: 'critical-thinking-full',
    kind: 'critical-thinking',
    title: 'Critical thinking: full practice test',
    description: '40 questions across the five sections in 30 minutes, as most firms set it.',
    minutes: 30,
    free: false,
    itemSlugs: criticalThinkingItems.map((item) => item.slug),
  },
  ...sections.map((section) => ({
    slug: `critical-thinking-drill-${section}`,
    kind: 'critical-thinking' as const,
    title: `Critical thinking drill: ${criticalThinkingSectionNames[section]}`,
    description: `The ${criticalThinkingSectionNames[section].toLowerCase()} section on its own, in 10 minutes.`,
    minutes: 10,
    free: false,
    itemSlugs: criticalThinkingItems.filter((item) => item.section === section).map((item) => item.slug),
  })),
  {
    slug: 'situational-judgement-law-firm',
    kind: 'situational-judgement',
    title: 'Situational judgement: a trainee’s first year',
    description: 'Six scenarios from life as a trainee, answered three ways: most and least effective, rating and ranking. 20 minutes.',
    minutes: 20,
    free: false,
    itemSlugs: situationalItems.map((item) => item.slug),
  },
];
