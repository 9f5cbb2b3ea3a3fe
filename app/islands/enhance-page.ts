import { enhanceAttribute, isEnhancementName } from '~/lib/enhance';
import { enhancementLoaders } from './registry';

/**
 * Starts every enhancement the page's HTML asks for (`data-enhance`). Called by the islands'
 * script on a plain page, and after each navigation where React Router renders the page (a
 * plain page reached by a link from a hydrated one), so the same HTML works either way. An
 * enhancement may be started again: it listens once and readies the elements now on the page.
 */
export function enhancePage(document: Document) {
  const asked = new Set(
    [...document.querySelectorAll<HTMLElement>(`[${enhanceAttribute}]`)].map((element) => element.dataset.enhance),
  );
  return Promise.all(
    [...asked].filter(isEnhancementName).map((name) => enhancementLoaders[name]().then((enable) => enable(document))),
  );
}
