import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * An on/off control that is a real checkbox underneath (`role="switch"`), so it toggles and
 * submits with its form before, and without, JavaScript.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors',
        'before:pointer-events-none before:absolute before:top-0 before:left-0 before:size-5 before:rounded-full before:bg-background before:shadow-md before:transition-transform',
        'checked:bg-primary checked:before:translate-x-5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
