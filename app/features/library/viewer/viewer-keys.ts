export type ViewerAction = 'next' | 'previous' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'fit';

const actions: Record<string, ViewerAction> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
  '+': 'zoomIn',
  '=': 'zoomIn', // the unshifted "+" key on most layouts
  '-': 'zoomOut',
  '0': 'fit',
};

/** The viewer command for a key press; modified presses stay with the browser (e.g. Ctrl+"+" zooms the page). */
export function viewerAction(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): ViewerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return actions[event.key] ?? null;
}

/** Keys the browser uses to scroll the focused scroll area. */
export const isScrollKey = (key: string) => key === 'ArrowUp' || key === 'ArrowDown' || key === ' ';
