import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * A form's real submit button: it works before hydration, and while React Router submits
 * it says so and cannot be pressed twice.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
