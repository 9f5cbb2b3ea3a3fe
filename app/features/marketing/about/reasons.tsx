import { Award, BadgeCheck, Compass, Layers, Scale, Timer, UserRoundCheck } from 'lucide-react';
import { site } from '@content/site';
import { reasons } from '@content/site/copy';
import { FeatureGrid, withIcons } from '../feature-grid';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';

const icons = {
  'Coaches Who Have Done It': Scale,
  'Proven Results': Award,
  'Firm-Specific Insight': Compass,
  'Support Built Around You': UserRoundCheck,
  'Every Stage Covered': Layers,
  'Flexible and Responsive': Timer,
};

export function Reasons() {
  return (
    <Section labelledBy="reasons-title" tone="muted">
      <SectionHeading id="reasons-title" eyebrow="Why choose us" title={`Why candidates choose ${site.shortName}`} />
      <FeatureGrid features={withIcons(reasons, icons, BadgeCheck)} className="mt-12" />
    </Section>
  );
}
