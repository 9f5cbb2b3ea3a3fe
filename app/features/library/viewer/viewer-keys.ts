type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

export type ViewerCommand = { goTo: number } | 'zoomIn' | 'zoomOut' | 'fit';

type ViewerPosition = {
  page: number;
  pageCount: number;
  /** The pages are wider than the reading area, so the arrows are needed to scroll sideways. */
  scrollsSideways: boolean;
};

const pagingKeys: Record<string, (position: ViewerPosition) => number> = {
  PageDown: ({ page }) => page + 1,
  ArrowRight: ({ page }) => page + 1,
  PageUp: ({ page }) => page - 1,
  ArrowLeft: ({ page }) => page - 1,
  Home: () => 1,
  End: ({ pageCount }) => pageCount,
};

const zoomKeys: Record<string, ViewerCommand> = {
  '+': 'zoomIn',
  '=': 'zoomIn', // the unshifted "+" key on most layouts
  '-': 'zoomOut',
  '0': 'fit',
};

/**
 * What a key press does in the viewer, or null to leave it to the browser: modified presses
 * (Ctrl+"+" zooms the browser), arrows while the pages scroll sideways, and paging keys that
 * would not change the page (PageDown on the last page then scrolls through it). Home and End
 * always go to the first and last page's top: left to the browser, a reading area already at
 * its end passes them on to the window, which then scrolls away from the document.
 */
export function viewerCommand(event: KeyPress, position: ViewerPosition): ViewerCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const zoom = zoomKeys[event.key];
  if (zoom) return zoom;
  const pageFor = pagingKeys[event.key];
  if (!pageFor || (position.scrollsSideways && event.key.startsWith('Arrow'))) return null;
  const target = Math.min(Math.max(pageFor(position), 1), position.pageCount);
  return target === position.page && event.key !== 'Home' && event.key !== 'End' ? null : { goTo: target };
}

export const isPagingKey = (key: string) => Object.hasOwn(pagingKeys, key);

/** Whether the key, when it pages, moves towards the end of the document. */
export const pagesForward = (key: string) => key === 'PageDown' || key === 'ArrowRight' || key === 'End';
