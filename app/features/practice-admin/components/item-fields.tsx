import { FormField } from '~/components/ui/form-field';
import { ChoiceSelect, Input, Textarea } from '~/components/ui/input';
import type { useActionForm } from '~/lib/forms/use-action-form';
import { difficultyLabels, formatLabels, kindLabels } from '../labels';

type FormState = Pick<ReturnType<typeof useActionForm>, 'errors' | 'value'>;

/** What the route's loader hands the form from the server: the option letters, how each format's key is written, the sections' names. */
export type ItemSheetNotes = { optionLetters: readonly string[]; keyNotation: Record<string, string>; sectionNames: Record<string, string> };

/**
 * An item's fields, empty or filled from a draft: the kind, section and format, the passage
 * and prompt, up to six options each in its own fieldset with its rationale, and the key.
 * Every refusal shows beside its field; nothing here needs JavaScript.
 */
export function ItemFields({ form, notes, initial = {} }: { form: FormState; notes: ItemSheetNotes; initial?: Record<string, string> }) {
  const { optionLetters, keyNotation, sectionNames } = notes;
  const { errors, value } = form;
  const field = (name: string) => value(name, initial[name] ?? '');
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Kind of test" error={errors.kind}>
          <ChoiceSelect name="kind" choices={kindLabels} placeholder="Choose a kind" defaultValue={field('kind')} />
        </FormField>
        <FormField label="Section" error={errors.section} hint="Critical thinking only; leave as “No section” for situational judgement.">
          <ChoiceSelect name="section" choices={sectionNames} placeholder="No section" defaultValue={field('section')} />
        </FormField>
        <FormField label="How it is answered" error={errors.format} hint="Critical thinking: one choice. Situational judgement: most and least, rate or rank.">
          <ChoiceSelect name="format" choices={formatLabels} placeholder="Choose a format" defaultValue={field('format')} />
        </FormField>
        <FormField label="Difficulty" error={errors.difficulty}>
          <ChoiceSelect name="difficulty" choices={difficultyLabels} defaultValue={field('difficulty') || 'medium'} />
        </FormField>
      </div>
      <FormField label="Passage or scenario" error={errors.passage}>
        <Textarea name="passage" rows={5} defaultValue={field('passage')} />
      </FormField>
      <FormField label="Statement or question" error={errors.prompt}>
        <Textarea name="prompt" rows={2} defaultValue={field('prompt')} />
      </FormField>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">Two to six options, filled in order; leave the ones you do not need empty.</p>
        {optionLetters.map((letter, index) => (
          <fieldset key={letter} className="grid gap-3 rounded-lg border border-border p-4 md:grid-cols-2">
            <legend className="px-1 text-sm font-semibold">Option {letter}</legend>
            <FormField label={`Text of option ${letter}`} error={errors[`option${index + 1}`]} optional={index >= 2}>
              <Textarea name={`option${index + 1}`} rows={2} defaultValue={field(`option${index + 1}`)} />
            </FormField>
            <FormField label={`Why ${letter} is or is not the answer`} error={errors[`rationale${index + 1}`]} optional={index >= 2}>
              <Textarea name={`rationale${index + 1}`} rows={2} defaultValue={field(`rationale${index + 1}`)} />
            </FormField>
          </fieldset>
        ))}
      </div>
      <FormField
        label="Key"
        error={errors.key}
        hint={
          <>
            {Object.entries(formatLabels).map(([format, label]) => (
              <span key={format} className="block">
                {label}: {keyNotation[format]}
              </span>
            ))}
          </>
        }
      >
        <Input name="key" defaultValue={field('key')} autoComplete="off" />
      </FormField>
      <FormField label="Explanation shown with the results" optional error={errors.explanation}>
        <Textarea name="explanation" rows={3} defaultValue={field('explanation')} />
      </FormField>
    </div>
  );
}
