import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_ADVANCE_DELAY_MS } from '@restora/shared/domain/quiz';
import { QuizWizard } from './quiz-wizard';

// The slider's code loads on first use (slider-on-demand.tsx). Under fake timers Testing Library counts its
// timeout in fake time, which runs out in a few hundred real milliseconds, while loading a module takes real
// time (over a second on a busy machine): so the module is loaded before the tests, and the lazy component
// then resolves at once.
const lazyChunk = { timeout: 10_000 };
beforeAll(async () => {
  await import('@/components/ui/slider');
});

function ResultsProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="results-url">{`${pathname}${search}`}</p>;
}

function renderQuiz(search = '') {
  const router = createMemoryRouter(
    [
      { path: '/discovery-quiz', element: <QuizWizard /> },
      { path: '/discovery-quiz-results', element: <ResultsProbe /> },
    ],
    { initialEntries: [`/discovery-quiz${search}`] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const heading = () => screen.getByRole('heading', { level: 1 });
const stepText = () => screen.getByText(/^Step \d of 6$/).textContent;
const progress = () => screen.getByRole('progressbar', { name: 'Quiz progress' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains its updates with a setTimeout that it advances only when it sees Jest's fake
  // timers; this tells it to advance Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function start(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Start Quiz'));
}

/** Chooses a card and lets the quiz move on. */
async function pick(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(button(name));
  await wait(QUIZ_ADVANCE_DELAY_MS);
}

describe('QuizWizard', () => {
  it('opens on the intro and starts at step 1 of 6, with Back disabled and Next waiting for an answer', async () => {
    const user = renderQuiz();
    expect(heading().textContent).toBe('Craft Your Ideal Wellness Escape');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await start(user);
    expect(stepText()).toBe('Step 1 of 6');
    expect(progress().getAttribute('aria-valuenow')).toBe('17');
    expect(button('Back').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    // Focus follows the step, to its question.
    expect(document.activeElement).toBe(heading());
    for (const label of ['Relaxation', 'Fitness', 'Mindfulness', 'Detox', 'Spiritual growth']) {
      expect(button(label).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('moves on from a card 200 ms after it is chosen, not before', async () => {
    const user = renderQuiz();
    await start(user);
    await user.click(button('Fitness'));
    expect(button('Fitness').getAttribute('aria-pressed')).toBe('true');
    await wait(QUIZ_ADVANCE_DELAY_MS - 1);
    expect(stepText()).toBe('Step 1 of 6');
    await wait(1);
    expect(stepText()).toBe('Step 2 of 6');
    expect(progress().getAttribute('aria-valuenow')).toBe('33');
    expect(document.activeElement).toBe(heading());
    expect(button('Back').disabled).toBe(false);
  });

  it('chooses with the keyboard: arrows move between cards, Enter chooses', async () => {
    const user = renderQuiz();
    await start(user);
    await user.tab();
    expect(document.activeElement).toBe(button('Relaxation'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(button('Mindfulness'));
    expect(button('Mindfulness').getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Enter}');
    await wait(QUIZ_ADVANCE_DELAY_MS);
    expect(stepText()).toBe('Step 2 of 6');
  });

  it('does not move on by itself when the user goes Back first, and keeps the answers', async () => {
    const user = renderQuiz();
    await start(user);
    await pick(user, 'Detox');
    await user.click(button('Beach'));
    await user.click(button('Back'));
    await wait(QUIZ_ADVANCE_DELAY_MS * 2);
    expect(stepText()).toBe('Step 1 of 6');
    expect(button('Detox').getAttribute('aria-pressed')).toBe('true');
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));
    expect(stepText()).toBe('Step 2 of 6');
    expect(button('Beach').getAttribute('aria-pressed')).toBe('true');
  });

  it('starts the sliders at Moderate and $1,000', async () => {
    const user = renderQuiz();
    await start(user);
    await pick(user, 'Relaxation');
    await pick(user, 'Forest');
    expect(stepText()).toBe('Step 3 of 6');
    // The slider loads on demand (slider-on-demand.tsx): found once it has.
    const intensity = await screen.findByRole('slider', { name: 'Intensity' }, lazyChunk);
    expect(intensity.getAttribute('aria-valuenow')).toBe('1');
    expect(intensity.getAttribute('aria-valuetext')).toBe('Moderate');
    expect(screen.getByTestId('scale-value').textContent).toBe('Moderate');
    expect(button('Next').disabled).toBe(false);
    await user.click(button('Next'));
    await pick(user, 'A week');
    expect(stepText()).toBe('Step 5 of 6');
    const budget = await screen.findByRole('slider', { name: 'Budget per person' }, lazyChunk);
    expect(budget.getAttribute('aria-valuetext')).toBe('$1,000');
    expect(screen.getByTestId('scale-value').textContent).toBe('$1,000');
  });

  it('goes to the results with every answer in the query from See My Results', async () => {
    const user = renderQuiz();
    await start(user);
    await pick(user, 'Mindfulness');
    await pick(user, 'Mountains');
    (await screen.findByRole('slider', { name: 'Intensity' }, lazyChunk)).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('scale-value').textContent).toBe('Active');
    await user.click(button('Next'));
    await pick(user, 'A long weekend');
    (await screen.findByRole('slider', { name: 'Budget per person' }, lazyChunk)).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('scale-value').textContent).toBe('$500');
    await user.click(button('Next'));
    expect(stepText()).toBe('Step 6 of 6');
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Meditation Workshops' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hiking' }));
    await user.click(button('See My Results'));
    const url = new URL(screen.getByTestId('results-url').textContent!, 'http://x');
    expect(url.pathname).toBe('/discovery-quiz-results');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      focus: 'mindfulness',
      environment: 'mountain',
      intensity: '2',
      duration: 'long_weekend',
      budget: '500',
      activities: 'Hiking,Meditation Workshops',
    });
  });

  it('starts at step 1 with the answers a link carries, ready to go through with Next', async () => {
    const user = renderQuiz('?focus=spiritual&environment=urban&intensity=0&duration=weekend&budget=200');
    expect(stepText()).toBe('Step 1 of 6');
    expect(button('Spiritual growth').getAttribute('aria-pressed')).toBe('true');
    for (let step = 1; step < 6; step++) await user.click(button('Next'));
    expect(stepText()).toBe('Step 6 of 6');
    await user.click(button('See My Results'));
    expect(screen.getByTestId('results-url').textContent).toBe(
      '/discovery-quiz-results?focus=spiritual&environment=urban&intensity=0&duration=weekend&budget=200',
    );
  });
});
