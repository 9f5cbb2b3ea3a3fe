import { useRef, useState, type ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { ErrorSummary } from '~/components/ui/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import { useActionForm } from '~/lib/forms/use-action-form';

export const deactivateIntent = 'deactivate';
/** What the confirming button sends; the settings action refuses a deactivation without it. */
export const deactivationConfirmation = 'deactivate';
/** The settings page with the confirmation shown in the page: what the button links to without scripts. */
const confirmParam = 'deactivate';

const consequences =
  'This cancels any subscription and permanently deletes your profile, settings, uploaded files and reviews. It cannot be undone.';

/** The confirmation itself: a form posting to the settings action, which signs out and erases. */
function ConfirmDeactivation({ cancel }: { cancel: ReactNode }) {
  const form = useActionForm({ intent: deactivateIntent });
  return (
    <Form method="post" ref={form.formRef} className="grid gap-4">
      {form.intentInput}
      <ErrorSummary id={form.summaryId} messages={[form.formError, ...Object.values(form.errors)]} />
      <DialogFooter>
        {cancel}
        <SubmitButton
          variant="destructive"
          name="confirm"
          value={deactivationConfirmation}
          pending={form.pending}
          pendingLabel="Deactivating..."
        >
          Yes, deactivate my account
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/**
 * "Deactivate account" is a link to this page with the confirmation shown inline, so it
 * works without scripts; with them, it opens the same confirmation in a dialog.
 */
export function DeactivateAccount() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);

  if (params.get(confirmParam) === 'confirm') {
    return (
      <section aria-labelledby="confirm-deactivation-title" className="grid gap-4">
        <Question inDialog={false} />
        <ConfirmDeactivation
          cancel={
            <Button asChild variant="outline">
              <Link to="/settings" preventScrollReset>
                Cancel
              </Link>
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <>
      <Button asChild variant="destructive">
        <Link
          ref={trigger}
          to={`?${confirmParam}=confirm`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Deactivate account
        </Link>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Question inDialog />
          <ConfirmDeactivation
            cancel={
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
            }
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The question and its consequences: the dialog's title and description, or the inline section's heading. */
function Question({ inDialog }: { inDialog: boolean }) {
  if (inDialog) {
    return (
      <DialogHeader>
        <DialogTitle>Are you absolutely sure?</DialogTitle>
        <DialogDescription>{consequences}</DialogDescription>
      </DialogHeader>
    );
  }
  return (
    <div className="grid gap-1.5">
      <h3 id="confirm-deactivation-title" className="font-serif text-2xl font-semibold">
        Are you absolutely sure?
      </h3>
      <p className="text-sm text-muted-foreground">{consequences}</p>
    </div>
  );
}
