import { enhanceAttribute } from '~/lib/enhance';
import { enhancePage } from './enhance-page';
import { enhancePlainForms } from './plain-forms';

/**
 * The script of a plain page with islands (ADR 0051). Its forms get at once what React Router
 * gives them elsewhere. After the page's first paint, the enhancements it asks for
 * (`~/lib/enhance`) start listening (they need no React), and its islands, if any, load React
 * DOM and hydrate: the server's HTML already says everything they show
 * (the countdown's time left in words), so they do not hold that paint back. `<html
 * data-hydrated>` then says the page is ready, as it does on pages React Router hydrates (a
 * test aid).
 */
enhancePlainForms(document, window);
const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// Both wait for the first paint: on the tracker, loading the enhancements in the same task as
// the page's first layout made that task the page's longest.
const enhanceable = document.querySelector(`[${enhanceAttribute}]`) !== null;
const painted = enhanceable || roots.length > 0 ? afterNextPaint() : Promise.resolve();
const enhanced = painted.then(() => enhancePage(document));
const hydrated =
  roots.length === 0
    ? Promise.resolve()
    : painted.then(() => import('./hydrate-islands')).then(({ hydrateIslands }) => hydrateIslands(roots));
void Promise.all([enhanced, hydrated]).then(() => {
  document.documentElement.dataset.hydrated = '';
});

/** Resolves once the browser has painted the next frame: a frame callback runs just before the paint, a task queued in it just after. */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
