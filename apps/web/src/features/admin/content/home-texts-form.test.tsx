import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeTexts } from '@restora/shared/contracts/admin-content';
import { HomeTextsScreen } from './home-texts-form';

// After a save the form holds the texts as the server saved them (docs/decisions/screens-and-texts.md,
// "A saved form is clean").

const texts: HomeTexts = {
  hero: { title: 'Find your calm', subtitle: 'Retreats near and far.', ctaText: 'Explore' },
  partnerCta: { title: 'Host with us', description: 'List your retreat.', ctaText: 'Apply' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('HomeTextsScreen', () => {
  it('shows the texts as the server saved them once saved', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init: RequestInit) => {
        if (init.method !== 'PUT') return json(200, texts);
        const body = JSON.parse(String(init.body)) as HomeTexts;
        sent.push(body);
        return json(200, body);
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HomeTextsScreen />
      </QueryClientProvider>,
    );
    const hero = await screen.findByRole('group', { name: 'Hero' });
    const title = hero.querySelector('input') as HTMLInputElement;
    await user.clear(title);
    await user.type(title, '  Find your quiet  ');
    await user.click(screen.getByRole('button', { name: 'Save texts' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ hero: { title: 'Find your quiet' } });
    await waitFor(() => expect(title.value).toBe('Find your quiet'));
  });
});
