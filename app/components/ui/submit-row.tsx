import type { ReactNode } from 'react';
import { FormStatus } from './form-status';
import { SubmitButton } from './submit-button';

/** The end of a form: its submit button, and beside it what the last submit achieved. */
export function SubmitRow({ pending, pendingLabel, message, children }: { pending: boolean; pendingLabel: ReactNode; message: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
      <FormStatus message={message} />
    </div>
  );
}
