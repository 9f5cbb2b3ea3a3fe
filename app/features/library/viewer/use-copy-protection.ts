import { type RefObject, useEffect } from 'react';

/**
 * Copy protection for premium pages: no context menu, selection, copy, cut or drag, and the
 * save / print / view-source / copy / dev-tools shortcuts are swallowed.
 *
 * Be honest about what this is: a deterrent against casual copying. Anyone can disable
 * JavaScript, open dev tools from the browser menu or take a screenshot. The real protection
 * is server-side: every served PDF carries a per-member watermark, so a leak is traceable.
 */
export function useCopyProtection(ref?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref?.current ?? document.documentElement;
    const target: HTMLElement | Document = ref?.current ?? document;

    const block = (event: Event) => event.preventDefault();
    // Form fields keep their own selection so that editing them stays normal.
    const blockSelection = (event: Event) => {
      if (!isEditable(event.target)) event.preventDefault();
    };
    const blockShortcuts = (event: Event) => {
      if (event instanceof KeyboardEvent && isProtectedShortcut(event)) event.preventDefault();
    };

    // Capture phase: a child that stops propagation cannot let these through.
    const options = { capture: true };
    const listeners = [
      ['contextmenu', block],
      ['copy', block],
      ['cut', block],
      ['dragstart', block],
      ['selectstart', blockSelection],
      ['keydown', blockShortcuts],
    ] as const;
    for (const [type, listener] of listeners) target.addEventListener(type, listener, options);
    root.classList.add('select-none');
    return () => {
      for (const [type, listener] of listeners) target.removeEventListener(type, listener, options);
      root.classList.remove('select-none');
    };
  }, [ref]);
}

/** Ctrl/Cmd + S, P, U or C, and Ctrl/Cmd + Shift + I. */
export function isProtectedShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): boolean {
  if (!event.ctrlKey && !event.metaKey) return false;
  const key = event.key.toLowerCase();
  return key === 's' || key === 'p' || key === 'u' || key === 'c' || (event.shiftKey && key === 'i');
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}
