import { Form } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { interviewsPath } from '../interview-words';

/**
 * On an application at the video-interview stage: rehearse it with the firm's set, or the
 * generic one. The form starts the attempt on the practice page, which opens it.
 */
export function PractiseInterviewOffer({ set, firm }: { set: { id: string; title: string; firmSlug: string | null }; firm: string }) {
  const form = useActionForm({ intent: 'start-interview' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Practise the video interview</CardTitle>
        <CardDescription>
          {set.firmSlug ? `Rehearse with questions in ${firm}’s format, as members report it.` : `Rehearse with the generic set: timed questions in the format most firms use.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="font-medium">{set.title}</p>
        {/* A fresh load: the attempt page's permission for the camera comes with its own document. */}
        <Form method="post" action={interviewsPath} ref={form.formRef} reloadDocument>
          {form.intentInput}
          <input type="hidden" name="setId" value={set.id} />
          <SubmitButton pending={form.pending} pendingLabel="Starting…" aria-label={`Start this set: ${set.title}`}>
            Start this set
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
