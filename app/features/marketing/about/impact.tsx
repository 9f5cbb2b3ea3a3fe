import { Section } from '../section';
import { SectionHeading } from '../section-heading';
import { StatsRow } from '../stats-row';

/** The results, as on the home page. */
export function Impact() {
  return (
    <Section labelledBy="impact-title" tone="muted">
      <SectionHeading
        id="impact-title"
        eyebrow="Our impact"
        title="Results that speak for themselves"
        description="Every figure is a candidate who put in the work. Our role is to make sure that work is pointed in the right direction."
      />
      <StatsRow className="mt-12" />
    </Section>
  );
}
