import { Section } from '../section';
import { StatsRow } from '../stats-row';

/** The results band under the hero. */
export function Results() {
  return (
    <Section labelledBy="results-title" className="py-12 sm:py-16">
      <h2 id="results-title" className="sr-only">
        Our results
      </h2>
      <StatsRow />
    </Section>
  );
}
