import type { PrivacySection as Section } from '@content/site/copy';

/** One part of the privacy notice: an h2, its paragraphs, and its named points as a list. */
export function PrivacySection({ section }: { section: Section }) {
  const headingId = `privacy-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.points ? (
        <ul className="grid list-disc gap-2 pl-6">
          {section.points.map((point) => (
            <li key={point.term}>
              <strong className="font-semibold">{point.term}:</strong> {point.body}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
