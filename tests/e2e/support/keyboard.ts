import { expect, type Page } from '@playwright/test';

type FocusState = { name: string; problems: string[] };

/**
 * The focused element, described, with what is wrong with how it is shown: no focus
 * indicator drawn (an outline or ring on it, or an outline on a wrapper that draws it for
 * it), not inside the viewport, or covered by another element at its centre.
 */
function readFocus(): FocusState {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { name: '(nothing)', problems: ['nothing has focus'] };
  const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const problems: string[] = [];

  const outlined = (el: Element) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  };
  const ringed = (el: Element) => getComputedStyle(el).boxShadow !== 'none';
  let wrapper: Element | null = element.parentElement;
  let wrapperDraws = false;
  for (let depth = 0; wrapper && depth < 3 && !wrapperDraws; depth++, wrapper = wrapper.parentElement) {
    wrapperDraws = wrapper.matches(':has(:focus-visible)') && outlined(wrapper);
  }
  if (!element.matches(':focus-visible')) problems.push('not :focus-visible');
  if (!outlined(element) && !ringed(element) && !wrapperDraws) problems.push('no focus indicator drawn');

  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) problems.push('has no size');
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight + 1 || box.right > innerWidth + 1) {
    problems.push(`outside the viewport (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)})`);
  }
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (hit && hit !== element && !element.contains(hit)) {
    problems.push(`covered by ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)}`);
  }
  return { name, problems };
}

/** Fails unless the focused element is plainly visible to a sighted keyboard user. */
export async function expectFocusVisible(page: Page, where: string) {
  const focus = await page.evaluate(readFocus);
  expect(focus.problems, `${where}: focus on ${focus.name}`).toEqual([]);
  return focus.name;
}

/** A stable handle on the focused element, to recognise it again. */
const markFocused = (page: Page, mark: string) =>
  page.evaluate((value) => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    if (!element.hasAttribute('data-walk')) element.setAttribute('data-walk', value);
    return element.getAttribute('data-walk');
  }, mark);

/**
 * Tabs through the page (or `key` backwards) checking every stop, until focus comes back to
 * where it started: proof there is no trap. Returns the stops' descriptions in order.
 */
export async function walkFocus(page: Page, where: string, { key = 'Tab', maxStops = 150 } = {}) {
  const stops: string[] = [];
  const seen = new Set<string>();
  let first: string | null = null;
  for (let step = 0; step < maxStops; step++) {
    await page.keyboard.press(key);
    const mark = await markFocused(page, `stop-${step}`);
    // Past the last stop focus leaves the document for the browser's own controls.
    if (mark === null) continue;
    if (mark === first) return stops;
    first ??= mark;
    if (seen.has(mark)) throw new Error(`${where}: focus went back to an earlier stop without cycling (a trap) after ${stops.join(' → ')}`);
    seen.add(mark);
    stops.push(await expectFocusVisible(page, `${where}, stop ${stops.length + 1}`));
  }
  throw new Error(`${where}: focus never came back to its first stop in ${maxStops} presses (a trap?): ${stops.slice(-5).join(' → ')}`);
}
