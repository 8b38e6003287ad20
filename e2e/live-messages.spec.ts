import type { Browser } from '@playwright/test';
import { unreadText } from '@restora/shared/domain/conversations';
import { newUser, register } from './support/account';
import { askHost } from './support/ask-host';
import { expect, expectAccessible, test } from './support/fixtures';

// Live updates (docs/decisions/conversations.md, "Live updates"): while the guest's page is open, the host's
// answer is counted and shown without a reload. The answer is sent through the API, as the partner's own
// browser would.

const partner = { email: 'partner@restora.example', password: 'quiet harbour 2026' };

async function partnerAnswers(browser: Browser, threadId: number, body: string) {
  const context = await browser.newContext();
  expect((await context.request.post('/api/auth/sign-in', { data: partner })).ok()).toBe(true);
  const res = await context.request.post(`/api/partner/conversations/${threadId}/messages`, {
    data: { body },
  });
  expect(res.status()).toBe(201);
  await context.close();
}

test("a guest's open inbox and thread show the host's answers without reloading", async ({
  page,
  browser,
}) => {
  await register(page, newUser('Live Guest'));
  const threadId = await askHost(page, 'Is there a yoga mat in the room?');

  // The inbox, loaded once; its stream is open when the API has answered its request for it.
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/conversations/events'));
  await page.goto('/messages');
  expect((await streamOpen).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByText(unreadText(1))).toHaveCount(0);
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveMark: boolean }).liveMark = true));

  await partnerAnswers(browser, threadId, 'Yes, and blocks too.');
  await expect(page.getByText(unreadText(1)).first()).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: /Messages/ })).toContainText(unreadText(1));
  await page.keyboard.press('Escape');

  // The open thread shows the next answer as it comes.
  await page.getByRole('link', { name: new RegExp(unreadText(1)) }).click();
  await expect(page.getByText('Yes, and blocks too.')).toBeVisible();
  await partnerAnswers(browser, threadId, 'Towels are by the door.');
  await expect(page.getByText('Towels are by the door.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(true);
  await expectAccessible(page);
});
