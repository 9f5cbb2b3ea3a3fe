import { privacyIntro, privacySections, privacyUpdated } from '@content/site/copy';
import { PageIntro } from '~/features/marketing/page-intro';
import { PrivacySection } from '~/features/marketing/privacy/privacy-section';
import { seo } from '~/lib/seo';
import type { Route } from './+types/privacy';
import { plainPageHandle } from '~/lib/route-handle';

export const handle = plainPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/privacy',
    title: 'Privacy Notice',
    description: 'What personal information we hold, why, for how long, who processes it, your rights and our cookies.',
  });

export default function Privacy() {
  return (
    <>
      <PageIntro eyebrow="Privacy" title="Privacy Notice" description={privacyIntro} />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 py-16 sm:px-6 sm:py-20">
        {privacySections.map((section) => (
          <PrivacySection key={section.id} section={section} />
        ))}
        <p className="text-sm text-muted-foreground">Last updated {privacyUpdated}.</p>
      </div>
    </>
  );
}
