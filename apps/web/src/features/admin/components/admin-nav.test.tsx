import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav';

// jsdom lays nothing out: the row is given a phone's geometry. It is 375 px wide; each link 100 px wide,
// 108 px from the start of the next; the row scrolls over all twelve.
const LINK_WIDTH = 100;
const STEP = 108;
const ROW_WIDTH = 375;
const scrolled = new WeakMap<Element, number>();
const saved = new Map<string, PropertyDescriptor | undefined>();
const proto = HTMLElement.prototype as unknown as Record<string, unknown>;

function stub(name: string, descriptor: PropertyDescriptor) {
  saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
}

beforeEach(() => {
  stub('scrollLeft', {
    get(this: HTMLElement) {
      return scrolled.get(this) ?? 0;
    },
    set(this: HTMLElement, value: number) {
      scrolled.set(this, value);
    },
  });
  stub('scrollWidth', {
    get(this: HTMLElement) {
      return this.tagName === 'NAV' ? this.children.length * STEP : 0;
    },
  });
  stub('clientWidth', {
    get(this: HTMLElement) {
      return this.tagName === 'NAV' ? ROW_WIDTH : 0;
    },
  });
  stub('getBoundingClientRect', {
    value(this: HTMLElement) {
      const row = this.parentElement;
      if (this.tagName !== 'A' || !row) return DOMRect.fromRect({ x: 0, y: 0, width: ROW_WIDTH, height: 40 });
      const index = Array.prototype.indexOf.call(row.children, this);
      return DOMRect.fromRect({ x: index * STEP - row.scrollLeft, y: 0, width: LINK_WIDTH, height: 40 });
    },
  });
});

afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete proto[name];
  }
  saved.clear();
  document.body.innerHTML = '';
});

/** The server's page at `path`, the row scrolled to `scrollLeft` before the app runs, then taken over. */
async function takeOver(path: string, scrollLeft: number) {
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <AdminNav />
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const row = container.querySelector('nav') as HTMLElement;
  row.scrollLeft = scrollLeft;
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  return { row, unmount: () => act(() => root?.unmount()) };
}

describe('AdminNav: the row never moves under a finger', () => {
  it('leaves the row where the person scrolled it before the app took the page over', async () => {
    const { row, unmount } = await takeOver('/admin/bookings', 40);
    expect(row.scrollLeft).toBe(40);
    await unmount();
  });

  it('leaves a row whose current section is in sight at its start', async () => {
    const { row, unmount } = await takeOver('/admin/bookings', 0);
    expect(row.scrollLeft).toBe(0);
    await unmount();
  });

  it('brings a current section out of sight at the start into the middle (a browser without scroll-initial-target)', async () => {
    const { row, unmount } = await takeOver('/admin/history', 0);
    const history = row.querySelector('[aria-current="page"]');
    expect(history?.textContent).toBe('History');
    // History is the 12th link: its middle (11 * 108 + 50) in the row's middle (187.5).
    expect(row.scrollLeft).toBe(11 * STEP + LINK_WIDTH / 2 - ROW_WIDTH / 2);
    await unmount();
  });

  it('centres each section opened afterwards', async () => {
    const router = createMemoryRouter([{ path: '*', element: <AdminNav /> }], {
      initialEntries: ['/admin/bookings'],
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={router} />));
    const row = container.querySelector('nav') as HTMLElement;
    row.scrollLeft = 40;
    await act(async () => {
      await router.navigate('/admin/jobs');
    });
    // Jobs is the 11th link: 10 * 108 + 50 - 187.5.
    expect(row.scrollLeft).toBe(10 * STEP + LINK_WIDTH / 2 - ROW_WIDTH / 2);
    act(() => root.unmount());
  });
});
