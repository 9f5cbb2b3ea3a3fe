import { expect, type Page } from '@playwright/test';

type PageSighting = { onScreen: boolean; drawn: boolean; detail: string };

/**
 * Asserts what the reader sees: page `pageNumber` of the open document is on screen (a good
 * part of its canvas lies inside the window and the viewer's scroll area, with nothing such as
 * the sticky header drawn over it), its pixels are a drawn page (white paper with ink, not a
 * blank or transparent bitmap), and the page counter shows the same number.
 */
export async function expectPageOnScreen(page: Page, pageNumber: number) {
  await expect
    .poll(() => page.evaluate(sightPage, pageNumber), { message: `page ${pageNumber} drawn on screen` })
    .toMatchObject({ onScreen: true, drawn: true });
  await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveValue(String(pageNumber));
}

/** Runs in the browser, so it must not use anything from this module. */
function sightPage(pageNumber: number): PageSighting {
  const pageElement = document.querySelector(`[data-page-number="${pageNumber}"]`);
  const canvas = pageElement?.querySelector('canvas');
  if (!pageElement || !canvas) return { onScreen: false, drawn: false, detail: 'no canvas' };

  const box = canvas.getBoundingClientRect();
  let [top, bottom, left, right] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight), Math.max(box.left, 0), Math.min(box.right, innerWidth)];
  for (let ancestor = canvas.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (getComputedStyle(ancestor).overflow === 'visible') continue;
    const clip = ancestor.getBoundingClientRect();
    [top, bottom, left, right] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom), Math.max(left, clip.left), Math.min(right, clip.right)];
  }

  // Rows, down the middle of the visible part, where the page itself is what the reader sees.
  const step = 4;
  const middle = (left + right) / 2;
  const seenRows: number[] = [];
  for (let y = top + step / 2; y < bottom; y += step) {
    if (pageElement.contains(document.elementFromPoint(middle, y))) seenRows.push(y);
  }
  const seenHeight = seenRows.length * step;
  const needed = 0.4 * Math.min(box.height, innerHeight);
  const detail = `${Math.round(seenHeight)}px of ${Math.round(box.height)}px on screen (need ${Math.round(needed)})`;
  const [firstRow, lastRow] = [seenRows[0], seenRows.at(-1)];
  if (firstRow === undefined || lastRow === undefined) return { onScreen: false, drawn: false, detail };

  const [scaleX, scaleY] = [canvas.width / box.width, canvas.height / box.height];
  const x = Math.floor((left - box.left) * scaleX);
  const y = Math.floor((firstRow - step / 2 - box.top) * scaleY);
  const width = Math.max(1, Math.floor((right - left) * scaleX));
  const height = Math.max(1, Math.min(canvas.height - y, Math.floor((lastRow - firstRow + step) * scaleY)));
  const pixels = canvas.getContext('2d')?.getImageData(x, y, width, height).data ?? new Uint8ClampedArray();
  let [sampled, paper, ink] = [0, 0, 0];
  for (let index = 0; index < pixels.length; index += 4 * 7) {
    const [red = 0, green = 0, blue = 0, alpha = 0] = pixels.subarray(index, index + 4);
    sampled += 1;
    if (alpha < 250) continue;
    const darkest = Math.min(red, green, blue);
    if (darkest > 240) paper += 1;
    else if (darkest < 160) ink += 1;
  }
  const [paperShare, inkShare] = [paper / Math.max(sampled, 1), ink / Math.max(sampled, 1)];
  return {
    onScreen: seenHeight >= needed,
    drawn: paperShare > 0.5 && inkShare > 0.001,
    detail: `${detail}; ${(paperShare * 100).toFixed(1)}% paper, ${(inkShare * 100).toFixed(2)}% ink`,
  };
}
