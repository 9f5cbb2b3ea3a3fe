import { site } from '@content/site';
import { faq } from '@content/site/copy';
import { CtaBanner } from '~/features/marketing/cta-banner';
import { FaqList } from '~/features/marketing/faq/faq-list';
import { faqStructuredData } from '~/features/marketing/faq/faq-structured-data';
import { JsonLd } from '~/features/marketing/json-ld';
import { PageIntro } from '~/features/marketing/page-intro';
import { seo } from '~/lib/seo';
import type { Route } from './+types/faq';
import { plainPageHandle } from '~/lib/route-handle';

export const handle = plainPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/faq',
    title: 'Frequently Asked Questions',
    description:
      'Answers about our coaching portal: who it is for, grades, work experience, commercial awareness, one-to-one feedback and how to get started.',
  });

export default function Faq() {
  return (
    <>
      <JsonLd data={faqStructuredData(faq)} />
      <PageIntro
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        description="Straight answers to the questions we hear most about training contracts, our membership and how coaching works."
      />
      <section aria-label="Questions and answers" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <FaqList entries={faq} />
      </section>
      <CtaBanner
        id="faq-cta"
        title="Still have a question?"
        body={`Send us a message and we will reply within ${site.responseTime}, or book a free ${site.consultationMinutes}-minute consultation to talk it through.`}
        secondary={{ to: '/contact', label: 'Contact Us' }}
      />
    </>
  );
}
