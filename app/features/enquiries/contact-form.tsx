import { Send } from 'lucide-react';
import { Form } from 'react-router';
import { site } from '@content/site';
import { ChoiceSelect, Input, Textarea } from '~/components/ui/input';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { enquiryBackgrounds, enquiryServices } from '@server/features/enquiries/enquiry.schema';
import { EnquirySent } from './enquiry-sent';

/** The visible fields, in form order (the honeypot is not one of them): the summary lists their errors in this order. */
const enquiryFields = ['name', 'email', 'phone', 'service', 'background', 'message'] as const;

/**
 * The consultation request form, posted to the contact page's action, which validates it
 * with the API's schema. What the person typed comes back on any error; once stored,
 * `sentTo` (the address the action accepted) replaces the form with the confirmation.
 */
export function ContactForm({ sentTo }: { sentTo: string | undefined }) {
  const form = useActionForm();
  const { errors } = form;
  if (sentTo) return <EnquirySent email={sentTo} />;

  return (
    <Form method="post" ref={form.formRef} noValidate aria-labelledby="enquiry-form-title">
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...enquiryFields.map((field) => errors[field])]} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full name" error={errors.name}>
          <Input name="name" autoComplete="name" required defaultValue={form.value('name')} />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" required defaultValue={form.value('email')} />
        </FormField>
        <FormField label="Phone" optional error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" defaultValue={form.value('phone')} />
        </FormField>
        <FormField label="Service of interest" optional error={errors.service}>
          <ChoiceSelect name="service" defaultValue={form.value('service', '')} choices={enquiryServices} placeholder="Choose a service" />
        </FormField>
        <FormField label="Your background" optional error={errors.background} className="sm:col-span-2">
          <ChoiceSelect
            name="background"
            defaultValue={form.value('background', '')}
            choices={enquiryBackgrounds}
            placeholder="Choose your background"
          />
        </FormField>
        <FormField label="Message" optional error={errors.message} className="sm:col-span-2">
          <Textarea
            name="message"
            rows={5}
            placeholder="Your target firms, upcoming deadlines, or what you would like help with"
            defaultValue={form.value('message')}
          />
        </FormField>
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="enquiry-website">Website</label>
        <input id="enquiry-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">We reply within {site.responseTime}. No spam, ever.</p>
        <SubmitButton size="lg" pending={form.pending} pendingLabel="Sending...">
          <Send aria-hidden="true" />
          Send Message
        </SubmitButton>
      </div>
    </Form>
  );
}
