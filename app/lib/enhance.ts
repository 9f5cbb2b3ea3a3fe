/**
 * Enhancements: behaviours of a plain page (ADR 0051) that act only on the page's own HTML and
 * keep no state of their own to render, such as dragging a tracker card or copying a link. The
 * server writes the elements they serve, marked `data-enhance="<name>"`; the islands' script
 * loads each named behaviour once and it listens on the document. A page whose only scripted
 * parts are enhancements loads no React DOM: evaluating it took ~40 ms of Chromium's main
 * thread here, 150 ms on Lighthouse's phone, more than the tracker's whole budget.
 */
export const enhancementNames = ['card-drag', 'copy-text'] as const;
export type EnhancementName = (typeof enhancementNames)[number];

export const enhanceAttribute = 'data-enhance';

/** The attribute that asks for `name` on an element. */
export const enhance = (name: EnhancementName) => ({ [enhanceAttribute]: name });

export const isEnhancementName = (name: string | undefined): name is EnhancementName =>
  enhancementNames.includes(name as EnhancementName);

/** The elements on the page that asked for `name`, inside `root`. */
export const enhancedElements = (root: ParentNode, name: EnhancementName) =>
  root.querySelectorAll<HTMLElement>(`[${enhanceAttribute}="${name}"]`);
