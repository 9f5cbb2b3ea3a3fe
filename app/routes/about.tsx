import { site } from '@content/site';
import { Impact } from '~/features/marketing/about/impact';
import { OurStory } from '~/features/marketing/about/our-story';
import { Reasons } from '~/features/marketing/about/reasons';
import { Values } from '~/features/marketing/about/values';
import { CtaBanner } from '~/features/marketing/cta-banner';
import { PageIntro } from '~/features/marketing/page-intro';
import { seo } from '~/lib/seo';
import type { Route } from './+types/about';
import { plainPageHandle } from '~/lib/route-handle';

export const handle = plainPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/about',
    title: 'About Us',
    description: `Founded by a qualified commercial solicitor: ${site.stats.studentsCoached} students coached, ${site.stats.magicCirclePlacements} Magic Circle placements and ${site.stats.contractsSecured} training contracts or vacation schemes secured.`,
  });

export default function About() {
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title="Opening doors to a career in commercial law"
        description="We help talented candidates from every background secure training contracts and vacation schemes at leading UK and US firms, with the insight that used to be available only to those with the right contacts."
      />
      <OurStory />
      <Impact />
      <Values />
      <Reasons />
      <CtaBanner
        id="about-cta"
        title="Ready to start your journey?"
        body={`Tell us where you are and where you want to be. Your free ${site.consultationMinutes}-minute consultation comes with honest advice and clear next steps.`}
        secondary={{ to: '/services', label: 'View Our Services' }}
      />
    </>
  );
}
