import { successStories } from '@content/site/copy';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';
import { TestimonialCard } from '../testimonial-card';

/** Four clients and what they went on to secure. */
export function SuccessStories() {
  return (
    <Section labelledBy="success-stories-title">
      <SectionHeading
        id="success-stories-title"
        eyebrow="Success stories"
        title="Candidates who made it"
        description="Law students, graduates and career changers on what changed when they prepared with us."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {successStories.map((story) => (
          <li key={story.name}>
            <TestimonialCard testimonial={story} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
