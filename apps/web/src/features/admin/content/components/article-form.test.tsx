import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleInput } from '@restora/shared/contracts/admin-content';
import { ArticleForm } from './article-form';

// After a save the form shows the article as the server saved it, which the editor reads back; a field
// being typed in keeps its text when the article is read again (docs/decisions/screens-and-texts.md,
// "A saved form is clean").

const article: ArticleInput = {
  title: 'Gut health basics',
  slug: 'gut-health-basics',
  category: 'Nutrition',
  readTime: 5,
  image: '/images/articles/nutrition.svg',
  description: 'What your gut needs.',
  content: 'Eat **fibre**, and plenty of it, every day.',
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function renderForm(onSubmit: (values: unknown) => Promise<unknown> = vi.fn(async () => undefined)) {
  const view = render(<ArticleForm defaultValues={article} submitLabel="Save changes" onSubmit={onSubmit} />);
  const readBack = (next: ArticleInput) =>
    view.rerender(<ArticleForm defaultValues={next} submitLabel="Save changes" onSubmit={onSubmit} />);
  return { readBack };
}

describe('ArticleForm', () => {
  it('shows the article as the server saved it (the editor has it as the save ends)', async () => {
    const user = userEvent.setup();
    let readBack: (next: ArticleInput) => void = () => {};
    // The server trims the title it is sent.
    const onSubmit = vi.fn(async () => readBack({ ...article, title: 'Gut health, the basics' }));
    ({ readBack } = renderForm(onSubmit));
    // The test's DOM leaves a select's default unset: choose it as the administrator sees it.
    await user.selectOptions(field('Category'), 'Nutrition');
    await user.clear(field('Title'));
    await user.type(field('Title'), '  Gut health, the basics  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field('Title').value).toBe('Gut health, the basics'));
  });

  it('takes the article read again after a save, and keeps what is being typed meanwhile', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    const { readBack } = renderForm(onSubmit);
    await user.selectOptions(field('Category'), 'Nutrition');
    await user.clear(field('Excerpt'));
    await user.type(field('Excerpt'), 'What your gut needs, in short.  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field('Title').disabled).toBe(false));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const saved = { ...article, description: 'What your gut needs, in short.' };
    readBack(saved);
    await waitFor(() => expect(field('Excerpt').value).toBe('What your gut needs, in short.'));

    await user.type(field('Title'), '!');
    readBack({ ...saved, readTime: 7 });
    await waitFor(() => expect(field('Read time (minutes)').value).toBe('7'));
    expect(field('Title').value).toBe('Gut health basics!');
  });
});
