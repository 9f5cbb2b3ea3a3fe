import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, letting later Tailwind utilities override earlier ones of the same kind
 * (`cn('h-11 px-6', 'h-auto')` → `px-6 h-auto`), per variant (`hover:`, `dark:`, `sm:`).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
