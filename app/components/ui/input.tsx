import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

export const fieldClasses =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm';

/** A text field unless told otherwise: every control says its type, which autofill and checkers rely on. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-28', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10', className)} {...props} />;
}

/** A select over a record of value → label, with an optional empty first choice. */
export function ChoiceSelect({
  choices,
  placeholder,
  ...props
}: ComponentProps<'select'> & { choices: Readonly<Record<string, string>>; placeholder?: string }) {
  return (
    <Select {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {Object.entries(choices).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </Select>
  );
}
