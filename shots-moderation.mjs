import { chromium } from '@playwright/test';
const base = 'http://localhost:4564';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shoot(width, name, path, setup) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('admin@x.test');
  await form.getByLabel('Password', { exact: true }).fill('quiet summit 2049');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor({ timeout: 30000 });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  if (setup) await setup(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/moderation-shots/${name}-${width}.png`, fullPage: true });
  await ctx.close();
}
for (const w of [375, 1280]) {
  await shoot(w, 'moderation', '/admin/moderation');
  await shoot(w, 'partners', '/admin/partners');
  await shoot(w, 'organisation', '/admin/partners', async (p) => {
    await p.getByRole('link', { name: /Bali/ }).first().click().catch(async () => {
      await p.locator('tbody a').first().click();
    });
    await p.waitForLoadState('networkidle');
  });
  await shoot(w, 'messages', '/admin/messages');
  await shoot(w, 'hide-dialog', '/admin/moderation', async (p) => {
    await p.getByRole('button', { name: /^Hide the review/ }).first().click();
  });
  await shoot(w, 'report-dialog', '/property/1', async (p) => {
    await p.getByRole('button', { name: /^Report the review/ }).first().click();
    await p.getByRole('button', { name: 'Send report' }).click();
  });
}
await browser.close();
