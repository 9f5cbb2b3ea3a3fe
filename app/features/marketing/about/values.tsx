import { DoorOpen, Gem, MessageSquareQuote, Sparkles } from 'lucide-react';
import { values } from '@content/site/copy';
import { FeatureGrid, withIcons } from '../feature-grid';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';

const icons = {
  'Honest Feedback': MessageSquareQuote,
  'Opening Doors': DoorOpen,
  'Excellence in the Detail': Gem,
};

export function Values() {
  return (
    <Section labelledBy="values-title">
      <SectionHeading id="values-title" eyebrow="Our values" title="What we stand for" />
      <FeatureGrid features={withIcons(values, icons, Sparkles)} className="mt-12" />
    </Section>
  );
}
