import { Form } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Input, Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { answerIntents } from '../answer-intents';

/** Adds one of the application's questions, with its limit in words or characters. */
export function AddQuestionForm() {
  const form = useActionForm({ intent: answerIntents.addQuestion, resetOnSuccess: true });
  return (
    <Form
      method="post"
      ref={form.formRef}
      preventScrollReset
      className="grid gap-4 rounded-lg border p-4"
      aria-labelledby="add-question-title"
    >
      <h3 id="add-question-title" className="font-sans text-base font-semibold">
        Add a question
      </h3>
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError]} />
      <FormField label="Question" error={form.errors.question}>
        <Textarea name="question" rows={2} defaultValue={form.value('question')} required maxLength={1000} />
      </FormField>
      <div className="flex flex-wrap gap-4">
        <FormField label="Limit" optional error={form.errors.limitValue}>
          <Input
            name="limitValue"
            inputMode="numeric"
            pattern="[0-9]*"
            className="w-32"
            defaultValue={form.value('limitValue')}
          />
        </FormField>
        <FormField label="Counted in">
          <select
            name="limitKind"
            defaultValue={form.value('limitKind', 'words')}
            className="h-10 rounded-md border bg-background px-3 text-sm"
          >
            <option value="words">Words</option>
            <option value="characters">Characters</option>
            <option value="none">No limit</option>
          </select>
        </FormField>
      </div>
      <FormStatus message={form.message} />
      <div>
        <SubmitButton pending={form.pending} pendingLabel="Adding…">
          Add question
        </SubmitButton>
      </div>
    </Form>
  );
}
