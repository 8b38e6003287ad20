import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadRouteTable } from '@/lib/route-preload';
import { createRouter } from './router';
import type { ScreenHandle } from './screens';

// No build here: an empty table of screen files to preload.
beforeAll(() => loadRouteTable(async () => Response.json({})));

const routers: ReturnType<typeof createRouter>[] = [];
afterEach(() => routers.splice(0).forEach((router) => router.dispose()));

const screensOf = (router: ReturnType<typeof createRouter>) =>
  router.state.matches.flatMap(({ route }) => (route.handle as ScreenHandle | undefined)?.module ?? []);

describe('the back office routes', () => {
  it('are added when an address under /admin is first opened, in the admin frame', async () => {
    const router = createRouter();
    routers.push(router);
    await router.navigate('/admin/bookings/7');
    expect(screensOf(router)).toEqual(['admin', 'back-office-bookings']);
    await router.navigate('/admin');
    expect(screensOf(router)).toEqual(['admin', 'back-office-overview']);
    await router.navigate('/admin/content/articles/new');
    expect(screensOf(router)).toEqual(['admin', 'back-office-content']);
    await router.navigate('/admin/no-such-section');
    expect(screensOf(router)).toEqual(['admin', 'not-found']);
  });

  it('leave the partner applications and the site as they were', async () => {
    const router = createRouter();
    routers.push(router);
    await router.navigate('/admin/partner-applications/3');
    expect(screensOf(router)).toEqual(['admin-partner-application']);
    await router.navigate('/administrators');
    expect(screensOf(router)).toEqual(['not-found']);
  });
});
