import { enhancePlainForms } from './plain-forms';

/**
 * The script of a plain page with islands (ADR 0051). Its forms get at once what React Router
 * gives them elsewhere. Its islands, if any, load React DOM and hydrate after the page's first
 * paint: the server's HTML already says everything they show (the countdown's time left in
 * words), so they do not hold that paint back. `<html data-hydrated>` then says the page is
 * ready, as it does on pages React Router hydrates (a test aid).
 */
enhancePlainForms(document, window);
const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const hydrated =
  roots.length === 0
    ? Promise.resolve()
    : afterNextPaint()
        .then(() => import('./hydrate-islands'))
        .then(({ hydrateIslands }) => hydrateIslands(roots));
void hydrated.then(() => {
  document.documentElement.dataset.hydrated = '';
});

/** Resolves once the browser has painted the next frame: a frame callback runs just before the paint, a task queued in it just after. */
function afterNextPaint() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
