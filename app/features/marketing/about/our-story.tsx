import { aboutStory } from '@content/site/copy';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';

/** How the business came to be. */
export function OurStory() {
  const [lead, ...rest] = aboutStory;
  return (
    <Section labelledBy="our-story-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="our-story-title"
          eyebrow="Our story"
          title="Built by a solicitor who learned the process the hard way"
          align="left"
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <div className="space-y-6 text-lg leading-relaxed text-muted-foreground">
          <p className="font-serif text-2xl leading-snug text-foreground">{lead}</p>
          {rest.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
