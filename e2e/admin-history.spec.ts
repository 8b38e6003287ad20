import { signIn } from './support/account';
import { signInAsAdmin } from './support/totp';
import { expect, expectAccessible, test, waitForAppOnLoad } from './support/fixtures';

// A partner's change reaches the operator's History with the fields it changed
// (docs/decisions/audit-trail.md). The API tests cover every write, the refusals and the filters.

test('the admin sees a partner’s service change, before and after, in the History', async ({
  page,
  browser,
}) => {
  const partner = waitForAppOnLoad(await browser.newPage());
  await signIn(partner, {
    name: 'Maya Lestari',
    email: 'partner@restora.example',
    password: 'quiet harbour 2026',
  });
  const { items } = (await (await partner.request.get('/api/partner/services')).json()) as {
    items: { id: number; title: string; durationMinutes: number }[];
  };
  const service = items[0]!;
  const minutes = String(service.durationMinutes + 15);
  await partner.goto(`/partner/services/${service.id}`);
  const form = partner.getByRole('form', { name: 'Service' });
  await form.getByLabel('Duration (minutes)').fill(minutes);
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect
    .poll(
      async () =>
        (
          (await (await partner.request.get(`/api/partner/services/${service.id}`)).json()) as {
            durationMinutes: number;
          }
        ).durationMinutes,
    )
    .toBe(Number(minutes));
  await partner.close();

  await signInAsAdmin(page);
  await page.goto('/admin/history');
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filter the history' });
  await filters.getByLabel('Object type').fill('service');
  await filters.getByLabel('Object id').fill(String(service.id));
  await filters.getByLabel('Action').fill('service.update');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`objectType=service&objectId=${service.id}&action=service.update`));
  await expectAccessible(page);

  const row = page
    .getByRole('row')
    .filter({ hasText: `Service #${service.id}` })
    .first();
  await expect(row).toContainText('Service: update');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Service: update' })).toBeVisible();
  await expect(page.getByText('Maya Lestari')).toBeVisible();
  const change = page.getByRole('row', { name: /durationMinutes/ });
  await expect(change.getByRole('cell').nth(0)).toHaveText(String(service.durationMinutes));
  await expect(change.getByRole('cell').nth(1)).toHaveText(minutes);
  await expectAccessible(page);
});
