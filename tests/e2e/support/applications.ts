import { expect, type Page } from '@playwright/test';

/**
 * Tracks a firm's first deadline from the public calendar (a plain form posting
 * `intent=track` to /applications), then opens the application from the tracker.
 */
export async function trackFromCalendar(page: Page, firm: string) {
  await page.goto('/deadlines');
  const trackForm = page.locator('form[action="/applications"]:has(input[name="intent"][value="track"])');
  const entry = page.locator('tr, li, article').filter({ hasText: firm }).filter({ has: trackForm }).first();
  await entry.locator('form[action="/applications"] button').first().click();
  await expect(page).toHaveURL(/\/applications(\?.*)?$/);
  await page.locator('a[href^="/applications/"]').filter({ hasText: firm }).first().click();
  await expect(page).toHaveURL(/\/applications\/[0-9a-f-]{36}$/);
}

/** Adds a question with a word limit through the workspace's own form. */
export async function addQuestion(page: Page, question: string, words: number) {
  const addForm = page.getByRole('form', { name: 'Add a question' });
  await addForm.getByLabel('Question').fill(question);
  await addForm.getByLabel('Limit').fill(String(words));
  await addForm.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
}

/** A 40-word draft for Clifford Chance naming Freshfields twice: ten words over a 30-word limit. */
export const flaggedDraft =
  'I first met Freshfields at a careers fair, and the contrast with Clifford Chance was clear. ' +
  'Where Freshfields spoke about size, your trainees spoke about the finance practice, the pro bono work ' +
  'and the secondments that shaped their first two years here.';
