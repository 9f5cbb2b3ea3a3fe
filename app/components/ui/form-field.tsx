import { CircleAlert } from 'lucide-react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '~/lib/cn';
import { Label } from './label';

/**
 * A labelled control with its hint and error wired for assistive technology: the child
 * input receives the id, aria-invalid and aria-describedby. `explainedBy` is the id of a
 * message shown elsewhere (the form's ErrorSummary) that makes this field invalid too, such
 * as rejected credentials, which belong to neither field alone.
 */
export function FormField({
  label,
  error,
  hint,
  optional = false,
  explainedBy,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  explainedBy?: string;
  className?: string;
  children: ReactElement;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId, explainedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id} className="flex items-baseline justify-between gap-2">
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-muted-foreground">Optional</span> : null}
      </Label>
      <Slot id={id} aria-invalid={error || explainedBy ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive-text">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
