import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEventSummary } from '@restora/shared/contracts/admin-audit';
import { ObjectHistory } from './object-history';

const record = (
  id: number,
  action: string,
  actor: Partial<AuditEventSummary['actor']> = {},
): AuditEventSummary => ({
  id,
  at: '2026-03-05T12:00:00.000Z',
  actor: { id: 'u1', role: 'partner', name: 'Maya Lestari', email: 'maya@example.com', ...actor },
  action,
  objectType: 'service',
  objectId: '11',
  requestId: null,
});

/** The list endpoint answering one page, recording the URLs asked. */
function stubList(items: AuditEventSummary[], total = items.length) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(input);
      return new Response(JSON.stringify({ items, total, page: 1, pageSize: 50 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return urls;
}

function renderHistory(objectId: string | number = 11) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ObjectHistory objectType="service" objectId={objectId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ObjectHistory', () => {
  it('is a region named History, whatever the object id holds', async () => {
    stubList([record(9, 'service.update')]);
    renderHistory('seed user 7');
    expect(await screen.findByRole('region', { name: 'History' })).toBeTruthy();
  });

  it('asks the list for this object only and links each record to its detail', async () => {
    const urls = stubList([
      record(9, 'service.update'),
      record(4, 'service.create', { name: null, email: null }),
    ]);
    renderHistory();
    const update = await screen.findByRole('link', { name: 'Service: update' });
    expect(update.getAttribute('href')).toBe('/admin/history/9');
    expect(screen.getByRole('link', { name: 'Service: create' }).getAttribute('href')).toBe(
      '/admin/history/4',
    );
    expect(screen.getByText(/Deleted account/)).toBeTruthy();
    const asked = new URL(urls[0]!, 'http://x');
    expect(asked.pathname).toBe('/api/admin/audit');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ objectType: 'service', objectId: '11' });
    expect(screen.queryByRole('link', { name: /changes$/ })).toBeNull();
  });

  it('links to the whole list when there are more records than shown', async () => {
    stubList([record(9, 'service.update')], 120);
    renderHistory();
    const all = await screen.findByRole('link', { name: 'All 120 changes' });
    expect(all.getAttribute('href')).toBe('/admin/history?objectType=service&objectId=11');
  });

  it('says when nothing has been recorded', async () => {
    stubList([]);
    renderHistory();
    expect(await screen.findByText('No change has been recorded yet.')).toBeTruthy();
  });

  it('reads the history again once a write on the page has settled', async () => {
    const urls = stubList([]);
    let finish: () => void = () => {};
    function Write() {
      const write = useMutation({ mutationFn: () => new Promise<void>((resolve) => (finish = resolve)) });
      return (
        <button type="button" onClick={() => write.mutate()}>
          Write
        </button>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Write />
          <ObjectHistory objectType="service" objectId={11} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('No change has been recorded yet.');
    expect(urls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Write' })).toBeTruthy());
    expect(urls).toHaveLength(1);
    finish();
    await waitFor(() => expect(urls).toHaveLength(2));
  });
});
