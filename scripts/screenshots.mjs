// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <path...>
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base, outDir, ...pages] = process.argv.slice(2);
if (!base || !outDir || !pages.length) {
  console.error('Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <path...>');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
  for (const p of pages) {
    await page.goto(new URL(p, base).toString());
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
  }
  await page.close();
}
await browser.close();
