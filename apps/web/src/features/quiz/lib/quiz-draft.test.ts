import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  draftFromQuery,
  draftToAnswers,
  isStepAnswered,
  progressPercent,
  toggleActivity,
} from './quiz-draft';

describe('progressPercent', () => {
  it('is the share of the six steps reached, rounded', () => {
    expect([1, 2, 3, 4, 5, 6].map(progressPercent)).toEqual([17, 33, 50, 67, 83, 100]);
  });
});

describe('draftFromQuery', () => {
  it('starts unanswered with Moderate and $1,000 when the URL has no answers', () => {
    expect(draftFromQuery(new URLSearchParams(''))).toEqual({ draft: EMPTY_DRAFT, prefilled: false });
    expect(EMPTY_DRAFT.intensity).toBe(1);
    expect(EMPTY_DRAFT.budgetIndex).toBe(2);
  });

  it('reads every answer, the budget as its slider position and the activities in quiz order', () => {
    const { draft, prefilled } = draftFromQuery(
      new URLSearchParams(
        'focus=detox&environment=forest&intensity=2&duration=10_plus&budget=5000&activities=Spa,Yoga',
      ),
    );
    expect(prefilled).toBe(true);
    expect(draft).toEqual({
      focus: 'detox',
      environment: 'forest',
      intensity: 2,
      duration: '10_plus',
      budgetIndex: 4,
      activities: ['Yoga', 'Spa'],
    });
  });

  it('keeps the good answers and defaults the bad or empty ones', () => {
    const { draft, prefilled } = draftFromQuery(
      new URLSearchParams('focus=relax&environment=moon&intensity=&budget=999&activities=Yoga,Skydiving'),
    );
    expect(prefilled).toBe(true);
    expect(draft).toEqual({ ...EMPTY_DRAFT, focus: 'relax' });
  });
});

describe('isStepAnswered and draftToAnswers', () => {
  const full = { ...EMPTY_DRAFT, focus: 'relax', environment: 'beach', duration: 'week' } as const;

  it('holds the card steps until they have an answer; sliders and activities always have one', () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => isStepAnswered(EMPTY_DRAFT, s))).toEqual([
      false,
      false,
      true,
      false,
      true,
      true,
    ]);
    expect([1, 2, 4].every((s) => isStepAnswered(full, s))).toBe(true);
    expect(isStepAnswered(full, 7)).toBe(false);
  });

  it('makes answers only when every card step is answered', () => {
    expect(draftToAnswers({ ...full, duration: null })).toBeNull();
    expect(draftToAnswers(full)).toEqual({
      focus: 'relax',
      environment: 'beach',
      intensity: 1,
      duration: 'week',
      budget: 1000,
      activities: [],
    });
  });
});

describe('toggleActivity', () => {
  it('adds in the quiz order and removes', () => {
    const picked = toggleActivity(toggleActivity([], 'Meditation Workshops', true), 'Hiking', true);
    expect(picked).toEqual(['Hiking', 'Meditation Workshops']);
    expect(toggleActivity(picked, 'Hiking', false)).toEqual(['Meditation Workshops']);
    expect(toggleActivity(picked, 'Hiking', true)).toEqual(['Hiking', 'Meditation Workshops']);
  });
});
