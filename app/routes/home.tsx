import { site } from '@content/site';
import { listArticles } from '~/features/articles/articles.server';
import { CtaBanner } from '~/features/marketing/cta-banner';
import { CoreFeatures } from '~/features/marketing/home/core-features';
import { FreeResources } from '~/features/marketing/home/free-resources';
import { Hero } from '~/features/marketing/home/hero';
import { LatestInsights } from '~/features/marketing/home/latest-insights';
import { Results } from '~/features/marketing/home/results';
import { SuccessStories } from '~/features/marketing/home/success-stories';
import { seo } from '~/lib/seo';
import type { Route } from './+types/home';
import { plainPageHandle } from '~/lib/route-handle';

export const handle = plainPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/',
    title: 'Training Contract & Vacation Scheme Coaching',
    description: `Expert coaching, firm profiles and application reviews for aspiring commercial solicitors. ${site.stats.successMultiple} the national average success rate, ${site.stats.magicCirclePlacements} Magic Circle placements.`,
  });

export function loader() {
  return { articles: listArticles().slice(0, 3) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Results />
      <CoreFeatures />
      <SuccessStories />
      <FreeResources />
      <LatestInsights articles={loaderData.articles} />
      <CtaBanner
        id="home-cta"
        title="Not sure where to start?"
        body={`Talk it through with a coach. In a free ${site.consultationMinutes}-minute consultation we will look at your background, your target firms and your timeline, and agree clear next steps.`}
        secondary={{ to: '/services', label: 'View Our Services' }}
      />
    </>
  );
}
