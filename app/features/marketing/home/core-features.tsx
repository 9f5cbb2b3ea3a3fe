import {
  BookOpenCheck,
  Building2,
  FileSearch,
  FileText,
  Mic,
  Route,
  Sparkles,
  Target,
  TrendingUp,
} from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { coreFeatures } from '@content/site/copy';
import { Button } from '~/components/ui/button';
import { FeatureGrid, withIcons } from '../feature-grid';
import { Section } from '../section';
import { SectionHeading } from '../section-heading';

const icons = {
  'Firm Profiles': Building2,
  'Firm-Specific Application Guides': FileText,
  'Personalised Application Strategy': Target,
  '2 Application Reviews a Month': FileSearch,
  'Law Firm Interview Masterclass': Mic,
  'Commercial Awareness Courses': TrendingUp,
  'Training Contract Journey Course': Route,
  'Practice Areas Guide': BookOpenCheck,
};

/** What the premium membership includes. */
export function CoreFeatures() {
  return (
    <Section labelledBy="core-features-title" tone="muted">
      <SectionHeading
        id="core-features-title"
        eyebrow="Premium membership"
        title="Everything you need to secure a training contract"
        description="One membership brings together in-depth firm research, application guides, courses and regular feedback from a coach who has been through the process."
      />
      <FeatureGrid features={withIcons(coreFeatures, icons, Sparkles)} cols={4} className="mt-12" />
      <div className="mt-12 text-center">
        <Button asChild size="lg">
          <Link to="/services">
            Get Started Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
