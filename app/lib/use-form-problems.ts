import { useEffect, useId, useRef, useState } from 'react';

/**
 * A form's failed submits, the same way in every form: the problem that belongs to no
 * single field goes to its ErrorSummary (`summaryId`), and focus moves to the first
 * invalid field once it is marked (else to the summary), so a keyboard or screen reader
 * user lands on what needs fixing.
 */
export function useFormProblems() {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  useEffect(() => {
    if (focusRequests === 0) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstInvalid ?? document.getElementById(summaryId))?.focus();
  }, [focusRequests, summaryId]);

  return {
    formRef,
    summaryId,
    problem,
    /** Call on every failed submit, with the message no field carries (or none). */
    report(message: string | null = null) {
      setProblem(message);
      setFocusRequests((count) => count + 1);
    },
    clear() {
      setProblem(null);
    },
  };
}
