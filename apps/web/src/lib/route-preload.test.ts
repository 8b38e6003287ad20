import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRouteTable, preloadScreen, resetRouteTable } from './route-preload';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  resetRouteTable();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('preloading a screen’s files', () => {
  it('adds one modulepreload link per file of the screen, once, after the table has arrived', async () => {
    const table = {
      'find-stays': ['/assets/find-stays-A.js', '/assets/stay-card-B.js'],
      home: ['/assets/h.js'],
    };
    const fetchTable = vi.fn(async () => new Response(JSON.stringify(table)));
    vi.stubGlobal('fetch', fetchTable);
    preloadScreen('find-stays');
    await loadRouteTable();
    expect(preloads()).toEqual(['/assets/find-stays-A.js', '/assets/stay-card-B.js']);
    preloadScreen('find-stays');
    expect(preloads()).toHaveLength(2);
    expect(fetchTable).toHaveBeenCalledTimes(1);
    expect(fetchTable).toHaveBeenCalledWith('/route-modules.json');
  });

  it('skips a file the page already preloads, and preloads nothing without a table (dev server)', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }));
    preloadScreen('home');
    await loadRouteTable();
    expect(preloads()).toEqual([]);

    resetRouteTable();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/h.js">';
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ home: ['/assets/h.js', '/assets/i.js'] })),
    );
    await loadRouteTable();
    preloadScreen('home');
    expect(preloads()).toEqual(['/assets/h.js', '/assets/i.js']);
  });
});
