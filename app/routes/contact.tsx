import { data } from 'react-router';
import { contactIntro } from '@content/site/copy';
import { countEnquiryAttempt, createEnquiry } from '@server/features/enquiries/create-enquiry';
import { enquiryInputSchema } from '@server/features/enquiries/enquiry.schema';
import type { FormSuccess } from '~/lib/forms/form-result';
import { parseForm, readForm, refusedForm } from '~/lib/forms/form-action.server';
import { ContactForm } from '~/features/enquiries/contact-form';
import { ContactDetails } from '~/features/marketing/contact/contact-details';
import { PageIntro } from '~/features/marketing/page-intro';
import { seo } from '~/lib/seo';
import type { Route } from './+types/contact';
import { sharedPageHandle } from '~/lib/cacheable-page';

export const handle = sharedPageHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    path: '/contact',
    title: 'Contact Us',
    description: contactIntro.body,
  });

/** The enquiry form's post: the API's rate limit per client address, then its schema and domain function. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await countEnquiryAttempt(context.services.db, context.clientAddress);
  } catch (error) {
    return refusedForm(form, error);
  }
  // A choice left on its placeholder is no choice, as the API takes an absent field.
  for (const choice of ['service', 'background']) if (form.get(choice) === '') form.delete(choice);
  const parsed = parseForm(form, enquiryInputSchema);
  if (!parsed.ok) return parsed.failure;
  await createEnquiry(context.services, parsed.data, { senderId: context.viewer?.userId ?? null });
  return data<FormSuccess & { sentTo: string }>({ ok: true, sentTo: parsed.data.email });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Contact us" title={contactIntro.title} description={contactIntro.body} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.7fr_1fr] lg:gap-10">
        <section
          aria-labelledby="enquiry-form-title"
          className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
        >
          <h2 id="enquiry-form-title" className="text-2xl font-semibold">
            Request your consultation
          </h2>
          <p className="mt-2 text-muted-foreground">
            Only your name and email are required. Anything else helps us prepare.
          </p>
          <div className="mt-8">
            <ContactForm sentTo={actionData?.ok ? actionData.sentTo : undefined} />
          </div>
        </section>
        <ContactDetails />
      </div>
    </>
  );
}
