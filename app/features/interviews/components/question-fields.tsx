import { questionBounds as bounds } from '@server/features/interviews/interview.schema';
import { FormField } from '~/components/ui/form-field';
import { Input, Textarea } from '~/components/ui/input';
import type { useActionForm } from '~/lib/forms/use-action-form';

type FormState = Pick<ReturnType<typeof useActionForm>, 'errors' | 'value'>;
type QuestionValues = { text: string; prepareSeconds: number; answerSeconds: number; takes: number };
type Bounded = keyof typeof bounds;

/**
 * One question's fields: its text, the standard times in seconds and the takes allowed. The
 * bounds are the shared schema's, which refuses anything outside them beside the field;
 * the inputs only hint at them (the form posts without the browser's own checks).
 */
export function QuestionFields({ form, initial }: { form: FormState; initial?: QuestionValues }) {
  const { errors, value } = form;
  const number = (name: Bounded) => value(name, initial ? String(initial[name]) : undefined);
  const limits = (name: Bounded) => ({ min: bounds[name].min, max: bounds[name].max, inputMode: 'numeric' as const, type: 'number', step: 1 });
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label="Question" error={errors.text} className="sm:col-span-3">
        <Textarea name="text" rows={2} defaultValue={value('text', initial?.text)} />
      </FormField>
      <FormField label="Seconds to prepare" error={errors.prepareSeconds} hint={`${bounds.prepareSeconds.min} to ${bounds.prepareSeconds.max}`}>
        <Input name="prepareSeconds" {...limits('prepareSeconds')} defaultValue={number('prepareSeconds') ?? '30'} />
      </FormField>
      <FormField label="Seconds to answer" error={errors.answerSeconds} hint={`${bounds.answerSeconds.min} to ${bounds.answerSeconds.max}`}>
        <Input name="answerSeconds" {...limits('answerSeconds')} defaultValue={number('answerSeconds') ?? '90'} />
      </FormField>
      <FormField label="Takes allowed" error={errors.takes} hint={`${bounds.takes.min} to ${bounds.takes.max}`}>
        <Input name="takes" {...limits('takes')} defaultValue={number('takes') ?? '1'} />
      </FormField>
    </div>
  );
}
