import type { Page } from '@playwright/test';
import { register } from './support/account';
import { expect, test, toastWith, waitForScreen } from './support/fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Suggestions' });
const resultCard = (page: Page, kind: 'Stay' | 'Service') =>
  results(page)
    .getByRole('article')
    .filter({ has: page.getByText(kind, { exact: true }) })
    .first();
const plannerTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

test('quiz -> results -> save a stay and a service -> the planner shows them -> reorder -> reload keeps it', async ({
  page,
}) => {
  await register(page);

  // The quiz, by mouse this time (the keyboard run is in quiz.spec.ts).
  await page.goto('/discovery-quiz');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await page.getByRole('button', { name: 'Relaxation' }).click();
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Mountains' }).click();
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'A weekend', exact: true }).click();
  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Spa' }).check();
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page).toHaveURL(
    '/discovery-quiz-results?focus=relax&environment=mountain&intensity=1&duration=weekend&budget=1000&activities=Spa',
  );

  // Save the best stay and the best service.
  const stay = resultCard(page, 'Stay');
  const service = resultCard(page, 'Service');
  const stayTitle = (await stay.getByRole('heading', { level: 3 }).textContent())!;
  const serviceTitle = (await service.getByRole('heading', { level: 3 }).textContent())!;
  await stay.getByRole('button', { name: '+ Save' }).click();
  await expect(toastWith(page, 'Saved to New Wellness Journey')).toBeVisible();
  await expect(stay.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await service.getByRole('button', { name: '+ Save' }).click();
  await expect(service.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // The planner shows them in the order they were saved.
  await page.goto('/journey-dashboard');
  await waitForScreen(page);
  await expect(
    page.getByRole('region', { name: 'Your Plans' }).getByRole('link', { name: /New Wellness Journey/ }),
  ).toBeVisible();
  await expect(plannerTitles(page)).toHaveText([stayTitle, serviceTitle]);

  // Reorder, then reload: the order came from the server.
  await page.getByRole('button', { name: `Move up: ${serviceTitle}` }).click();
  await expect(plannerTitles(page)).toHaveText([serviceTitle, stayTitle]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `Moved ${serviceTitle} to position 1 of 2`,
  );
  await page.reload();
  await waitForScreen(page);
  await expect(plannerTitles(page)).toHaveText([serviceTitle, stayTitle]);
});
