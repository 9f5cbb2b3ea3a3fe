/** Pages carry `data-page-number`, which tests and the observers below rely on. */
export const PAGE_SELECTOR = '[data-page-number]';

export const pageElements = (root: HTMLElement) => root.querySelectorAll<HTMLElement>(PAGE_SELECTOR);

export const pageNumberOf = (element: Element) => Number((element as HTMLElement).dataset.pageNumber);

export const findPage = (root: HTMLElement, pageNumber: number) =>
  root.querySelector<HTMLElement>(`[data-page-number="${pageNumber}"]`);
