import { expect, type Page } from '@playwright/test';

/**
 * Asserts the theme a person sees: how light the page's painted background is, rather than
 * which class sits on <html>.
 */
export async function expectPaintedTheme(page: Page, theme: 'light' | 'dark') {
  const lightness = expect.poll(() => page.evaluate(backgroundLightness), { message: `the page looks ${theme}` });
  if (theme === 'dark') await lightness.toBeLessThan(0.25);
  else await lightness.toBeGreaterThan(0.75);
}

/** Runs in the browser: a 1×1 canvas turns any CSS colour syntax (oklch included) into RGB. */
function backgroundLightness(): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return Number.NaN;
  context.fillStyle = getComputedStyle(document.body).backgroundColor;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = context.getImageData(0, 0, 1, 1).data;
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}
