import { expect, type Page } from '@playwright/test';

/** Asks the host of the stay page `path` with `message` from its dialog; returns the thread's id. */
export async function askHost(page: Page, message: string, path = '/property/3'): Promise<number> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Ask the host' }).first().click();
  const form = page.getByRole('form', { name: 'Ask the host' });
  await form.getByLabel('Your message').fill(message);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  return Number(/\/messages\/(\d+)$/.exec(page.url())![1]);
}
