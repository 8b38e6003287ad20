import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import {
  NEW_PLAN_NAME,
  type JourneyItemKind,
  type PlanDetail,
  type PlanItem,
} from '@restora/shared/contracts/journey';

export const planItem = (id: number, kind: JourneyItemKind, title: string, refId = id * 10): PlanItem => ({
  id,
  kind,
  refId,
  note: '',
  position: 0,
  title,
  subtitle: `${title} subtitle`,
  image: `/images/${kind}/${refId}.svg`,
  photo: null,
  priceCents: 4000,
});

export const plan = (id: number, name: string, items: PlanItem[] = [], dates = { start: '', end: '' }) =>
  ({
    id,
    name,
    description: '',
    startDate: dates.start || null,
    endDate: dates.end || null,
    itemCount: items.length,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    items: items.map((item, position) => ({ ...item, position })),
  }) satisfies PlanDetail;

type Call = { method: string; path: string; body: unknown };
type Override = (call: Call) => Response | Promise<Response> | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json(404, { error: { code: 'not_found', message: 'Plan not found' } });

/**
 * The journey API held in memory, answering the paths the planner calls in the contracts' shapes, and
 * recording every call so a test can check what the page sent.
 */
export function fakeJourneyApi(initial: PlanDetail[]) {
  let plans = structuredClone(initial);
  let nextId = 500;
  const calls: Call[] = [];
  let override: Override | undefined;
  let holding = false;
  const held: (() => void)[] = [];
  const summary = ({ items, ...rest }: PlanDetail) => ({ ...rest, itemCount: items.length });
  const find = (id: string | undefined) => plans.find((p) => p.id === Number(id));

  const handle = (call: Call): Response => {
    const [, planId, , itemId] = call.path.replace(/^\/api\/journey\/plans\/?/, '/').split('/');
    const target = find(planId);
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (call.path === '/api/journey/plans') {
      if (call.method === 'GET') return json(200, { items: plans.map(summary) });
      const created = plan(nextId++, (body.name as string | undefined) ?? NEW_PLAN_NAME);
      plans = [created, ...plans];
      return json(201, summary(created));
    }
    if (!target) return notFound();
    if (call.path.endsWith('/items/order')) {
      const ids = body.itemIds as number[];
      target.items = ids.map((id, position) => ({ ...target.items.find((i) => i.id === id)!, position }));
      return json(200, target);
    }
    if (itemId) {
      const item = target.items.find((i) => i.id === Number(itemId));
      if (!item) return notFound();
      if (call.method === 'DELETE') {
        target.items = target.items.filter((i) => i !== item);
        return new Response(null, { status: 204 });
      }
      item.note = String(body.note).trim();
      return json(200, item);
    }
    if (call.method === 'GET') return json(200, target);
    if (call.method === 'DELETE') {
      plans = plans.filter((p) => p !== target);
      return new Response(null, { status: 204 });
    }
    Object.assign(target, body);
    return json(200, summary(target));
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    if (holding && call.method !== 'GET') await new Promise<void>((resolve) => held.push(resolve));
    return override?.(call) ?? handle(call);
  });

  return {
    fetchMock,
    /** The calls other than GET, in order. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
    /** Answers some calls differently (return undefined to let the fake answer). */
    answer: (next: Override) => (override = next),
    json,
    /** Writes from now on wait, unanswered, until `release()`: a test can act while they are in flight. */
    hold: () => (holding = true),
    /** How many writes are waiting. */
    heldCount: () => held.length,
    /** Answers the waiting writes, in the order they came, and stops holding. */
    release: () => {
      holding = false;
      held.splice(0).forEach((resolve) => resolve());
    },
  };
}

/** Renders `ui` at `url` with a fresh query client (no retries) and the router. */
export function renderWithProviders(ui: ReactNode, url = '/journey-dashboard') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/journey-dashboard', element: ui }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
