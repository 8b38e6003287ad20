import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticle } from '@restora/shared/contracts/admin-content';
import { ArticleStatusButton } from './article-status-button';

const article = { id: 8, title: 'Why ginger', status: 'published' } as AdminArticle;

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input);
      const status = input.endsWith('/unpublish') ? 'draft' : 'published';
      return new Response(JSON.stringify({ ...article, status }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const renderButton = (a: AdminArticle) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ArticleStatusButton article={a} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('ArticleStatusButton', () => {
  it('asks before taking a published article back to a draft', async () => {
    const calls = stubApi();
    renderButton(article);
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await screen.findByRole('dialog', { name: 'Unpublish “Why ginger”?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Unpublish and make it a draft' }));
    await waitFor(() => expect(calls).toEqual(['/api/admin/articles/8/unpublish']));
  });

  it('publishes a draft at once', async () => {
    const calls = stubApi();
    renderButton({ ...article, status: 'draft' });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls).toEqual(['/api/admin/articles/8/publish']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
