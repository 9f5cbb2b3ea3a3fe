import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { ErrorSummary } from '~/components/ui/error-summary';
import { FormField } from '~/components/ui/form-field';
import { FormStatus } from '~/components/ui/form-status';
import { Input, Textarea } from '~/components/ui/input';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';
import { minutesAndSeconds } from '../interview-words';

export const pinCommentIntent = 'pin-recording-comment';

/**
 * A coach's comment pinned to a moment of a take. The moment is typed as m:ss; with scripts,
 * pausing the video fills it with where the video stopped, which the coach may still edit.
 */
export function PinCommentForm({ recordingId, videoId }: { recordingId: string; videoId: string }) {
  const form = useActionForm({ intent: `${pinCommentIntent}-${recordingId}`, resetOnSuccess: true });
  const momentRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const video = document.getElementById(videoId);
    if (!(video instanceof HTMLVideoElement)) return;
    const fill = () => {
      if (momentRef.current) momentRef.current.value = minutesAndSeconds(video.currentTime);
    };
    video.addEventListener('pause', fill);
    video.addEventListener('seeked', fill);
    return () => {
      video.removeEventListener('pause', fill);
      video.removeEventListener('seeked', fill);
    };
  }, [videoId]);
  return (
    <Form method="post" ref={form.formRef} noValidate className="grid gap-3">
      {form.intentInput}
      <input type="hidden" name="recordingId" value={recordingId} />
      <ErrorSummary id={form.summaryId} messages={[form.formError, form.errors.recordingId, form.errors.atSeconds, form.errors.text]} />
      <FormStatus message={form.message} />
      <FormField label="At (minutes:seconds)" error={form.errors.atSeconds} hint="Pause the video where your comment belongs, or type the moment.">
        <Input ref={momentRef} name="atSeconds" inputMode="numeric" className="max-w-32" defaultValue={form.value('atSeconds', '0:00')} />
      </FormField>
      <FormField label="Comment" error={form.errors.text}>
        <Textarea name="text" rows={2} defaultValue={form.value('text')} />
      </FormField>
      <SubmitButton pending={form.pending} pendingLabel="Pinning…" className="justify-self-start">
        Pin comment
      </SubmitButton>
    </Form>
  );
}
