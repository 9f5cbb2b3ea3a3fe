import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * A form's real submit button: it works before hydration, and while the form is being sent
 * it says so and cannot be pressed twice: through React Router where it hydrates the page,
 * through `data-pending-label` on a plain page (`app/islands/plain-forms.ts`).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} data-pending-label={typeof pendingLabel === 'string' ? pendingLabel : undefined} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
