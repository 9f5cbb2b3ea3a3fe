import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { site } from "@content/site";
import { Button } from "~/components/ui/button";
import { ChoiceSelect, Input, Textarea } from '~/components/ui/input';
import { toast } from "~/components/ui/toaster";
import { ErrorSummary } from "~/components/ui/error-summary";
import { useFormProblems } from "~/lib/use-form-problems";
import {
  enquiryBackgrounds,
  enquiryServices,
} from "@server/features/enquiries/enquiry.schema";
import { useCreateEnquiry } from "./api/create-enquiry";
import {
  enquiryFields,
  parseEnquiryForm,
  toFieldErrors,
  type FieldErrors,
} from "./enquiry-fields";
import { EnquirySent } from "./enquiry-sent";
import { FormField } from "~/components/ui/form-field";
import { useHydrated } from "./use-hydrated";

/**
 * The consultation request form. Validated here with the API's schema, then sent as JSON.
 * What the person typed is kept on any error. It needs JavaScript: until the page is
 * interactive the submit button stays disabled, so nothing is sent another way.
 */
export function ContactForm() {
  const hydrated = useHydrated();
  const enquiry = useCreateEnquiry();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();
  const problems = useFormProblems();

  if (enquiry.status === "success" && sentTo)
    return <EnquirySent email={sentTo} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    problems.clear();
    const parsed = parseEnquiryForm(event.currentTarget);
    if (!parsed.success) {
      const errors = toFieldErrors(
        parsed.error.issues.map(
          (issue) => [issue.path[0], issue.message] as const,
        ),
      );
      setFieldErrors(errors);
      problems.report();
      return;
    }
    setFieldErrors({});
    const outcome = await enquiry.send(parsed.data);
    if (outcome.ok) {
      setSentTo(parsed.data.email);
      toast.success("Message sent", {
        description: `We'll reply within ${site.responseTime}.`,
      });
      return;
    }
    const errors = toFieldErrors(Object.entries(outcome.error.fields));
    setFieldErrors(errors);
    problems.report(`Your message was not sent: ${outcome.error.message}`);
  }

  function clearError(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as keyof FieldErrors;
    if (fieldErrors[name])
      setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  const error = (field: keyof FieldErrors) => fieldErrors[field];

  return (
    <form
      ref={problems.formRef}
      noValidate
      onSubmit={onSubmit}
      onChange={clearError}
      aria-labelledby="enquiry-form-title"
    >
      <ErrorSummary
        id={problems.summaryId}
        messages={[problems.problem, ...enquiryFields.map((field) => fieldErrors[field])]}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full name" error={error("name")}>
          <Input
            name="name"
            autoComplete="name"
            required
            aria-required="true"
          />
        </FormField>
        <FormField label="Email" error={error("email")}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-required="true"
          />
        </FormField>
        <FormField label="Phone" optional error={error("phone")}>
          <Input name="phone" type="tel" autoComplete="tel" />
        </FormField>
        <FormField
          label="Service of interest"
          optional
          error={error("service")}
        >
          <ChoiceSelect name="service" defaultValue="" choices={enquiryServices} placeholder="Choose a service" />
        </FormField>
        <FormField
          label="Your background"
          optional
          error={error("background")}
          className="sm:col-span-2"
        >
          <ChoiceSelect name="background" defaultValue="" choices={enquiryBackgrounds} placeholder="Choose your background" />
        </FormField>
        <FormField
          label="Message"
          optional
          error={error("message")}
          className="sm:col-span-2"
        >
          <Textarea
            name="message"
            rows={5}
            placeholder="Your target firms, upcoming deadlines, or what you would like help with"
          />
        </FormField>
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="enquiry-website">Website</label>
        <input
          id="enquiry-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          We reply within {site.responseTime}. No spam, ever.
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || enquiry.isPending}
        >
          <Send aria-hidden="true" />
          {enquiry.isPending ? "Sending..." : "Send Message"}
        </Button>
      </div>
      <noscript>
        <p className="mt-4 text-sm text-muted-foreground">
          This form needs JavaScript. You can also email us at{" "}
          {site.contactEmail}.
        </p>
      </noscript>
    </form>
  );
}
