import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import * as markdown from '@/features/content/lib/markdown';
import { ArticleBody } from './article-body';

vi.mock('@/features/content/lib/markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof markdown>();
  return { ...actual, renderMarkdown: vi.fn(actual.renderMarkdown) };
});

it('reads a body once however many times the page around it is rendered', () => {
  const body = '## Why\n\nLight in the evening **delays** sleep.';
  // The server renders a page in up to three rounds (src/ssr/entry-server.tsx), each a new tree.
  const rounds = [1, 2, 3].map(() => renderToString(<ArticleBody markdown={body} />));
  expect(rounds[0]).toContain('<strong class="font-semibold text-ink">delays</strong>');
  expect(new Set(rounds).size).toBe(1);
  expect(markdown.renderMarkdown).toHaveBeenCalledTimes(1);

  renderToString(<ArticleBody markdown={`${body} Again.`} />);
  expect(markdown.renderMarkdown).toHaveBeenCalledTimes(2);
});
