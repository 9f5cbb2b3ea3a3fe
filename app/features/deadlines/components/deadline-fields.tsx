import { useId } from 'react';
import { firms, opportunities } from '@content/firms';
import type { CalendarEntry } from '@server/features/deadlines/list-deadlines';
import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input } from '~/components/ui/input';
import type { useActionForm } from '~/lib/forms/use-action-form';

const firmChoices = Object.fromEntries(firms.map((firm) => [firm.slug, firm.name]));
/** The fields the coach's forms send; the action reads them with the API's schema. */
export const deadlineFieldNames = ['firmSlug', 'opportunity', 'opensOn', 'closesOn', 'rolling', 'url', 'confirmed'] as const;
export const deadlineCheckboxes = ['rolling', 'confirmed'] as const;

type FormState = Pick<ReturnType<typeof useActionForm>, 'errors' | 'value'>;

/** A checkbox with its label beside it, and its hint. */
function Checkbox({ name, label, hint, defaultChecked }: { name: string; label: string; hint?: string; defaultChecked: boolean }) {
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" name={name} defaultChecked={defaultChecked} aria-describedby={hint ? hintId : undefined} className="size-4 accent-[var(--primary)]" />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * An entry's fields, for adding one (empty) or editing one (filled in). After a failed
 * post without JavaScript, a checkbox shows what was sent (a sent box is "on").
 */
export function DeadlineFields({ form, entry }: { form: FormState; entry?: CalendarEntry }) {
  const { errors, value } = form;
  const failed = Object.keys(errors).length > 0;
  const checked = (name: string, initial: boolean) => (failed ? value(name) === 'on' : initial);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Firm" error={errors.firmSlug}>
        <ChoiceSelect name="firmSlug" choices={firmChoices} placeholder={entry ? undefined : 'Choose a firm'} defaultValue={value('firmSlug', entry?.firmSlug ?? '')} />
      </FormField>
      <FormField label="Opportunity" error={errors.opportunity}>
        <ChoiceSelect name="opportunity" choices={opportunities} placeholder={entry ? undefined : 'Choose an opportunity'} defaultValue={value('opportunity', entry?.opportunity ?? '')} />
      </FormField>
      <FormField label="Opens" optional error={errors.opensOn}>
        <Input name="opensOn" type="date" defaultValue={value('opensOn', entry?.opensOn ?? '')} />
      </FormField>
      <FormField label="Closes" error={errors.closesOn}>
        <Input name="closesOn" type="date" defaultValue={value('closesOn', entry?.closesOn ?? '')} />
      </FormField>
      <FormField label="The firm’s page for it" optional error={errors.url} hint="Leave empty for the firm’s careers site." className="md:col-span-2">
        <Input name="url" type="url" defaultValue={value('url', entry?.url ?? '')} />
      </FormField>
      <Checkbox name="rolling" label="Rolling recruitment (may close early)" defaultChecked={checked('rolling', entry?.rolling ?? false)} />
      <Checkbox
        name="confirmed"
        label="I confirmed this on the firm’s own page today"
        hint={`If you have not, leave it unticked: ${entry ? 'a changed entry' : 'the entry'} then shows as not yet checked.`}
        defaultChecked={checked('confirmed', false)}
      />
    </div>
  );
}
