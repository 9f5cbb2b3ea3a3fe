import { enquiryInputSchema } from '@server/features/enquiries/enquiry.schema';

/** The visible fields, in form order (the honeypot is not one of them). */
export const enquiryFields = ['name', 'email', 'phone', 'service', 'background', 'message'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type FieldErrors = Partial<Record<EnquiryField, string>>;

const isEnquiryField = (key: unknown): key is EnquiryField => enquiryFields.includes(key as EnquiryField);

/** The first message per field, from `[field, message]` pairs (zod issues or the API's `fields`). */
export function toFieldErrors(entries: readonly (readonly [unknown, string])[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of entries) {
    if (isEnquiryField(key) && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** Reads the form and validates it with the API's own schema; empty optional fields are left out. */
export function parseEnquiryForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (key: string) => {
    const value = data.get(key);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  return enquiryInputSchema.safeParse({
    name: text('name') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
    service: text('service'),
    background: text('background'),
    message: text('message'),
    website: text('website'),
  });
}
