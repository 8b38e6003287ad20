import {
  DEFAULT_BUDGET_INDEX,
  DEFAULT_INTENSITY,
  QUIZ_ACTIVITIES,
  QUIZ_BUDGETS,
  QUIZ_STEP_COUNT,
  readQuizAnswer,
  type QuizActivity,
  type QuizAnswers,
  type QuizDuration,
  type QuizEnvironment,
  type QuizFocus,
} from '@restora/shared/domain/quiz';

/** The answers while the quiz is being taken: the card steps start unanswered, the sliders at their defaults. */
export type QuizDraft = {
  focus: QuizFocus | null;
  environment: QuizEnvironment | null;
  intensity: 0 | 1 | 2;
  duration: QuizDuration | null;
  /** Position on the budget slider, an index into QUIZ_BUDGETS. */
  budgetIndex: number;
  activities: QuizActivity[];
};

export const EMPTY_DRAFT: QuizDraft = {
  focus: null,
  environment: null,
  intensity: DEFAULT_INTENSITY,
  duration: null,
  budgetIndex: DEFAULT_BUDGET_INDEX,
  activities: [],
};

/** Step 1 is 17%, step 6 is 100%: the share of the questions reached, rounded. */
export const progressPercent = (step: number) => Math.round((step / QUIZ_STEP_COUNT) * 100);

const QUIZ_KEYS = ['focus', 'environment', 'intensity', 'duration', 'budget', 'activities'] as const;

/**
 * Answers carried in the URL (the results page's 'Back to Quiz'), each read on its own so one bad value
 * does not lose the others. `prefilled` says whether the URL held any answer at all.
 */
export function draftFromQuery(params: URLSearchParams): { draft: QuizDraft; prefilled: boolean } {
  // An empty value counts as missing ('' would coerce to 0).
  const read = (key: (typeof QUIZ_KEYS)[number]) => params.get(key) || undefined;
  const focus = readQuizAnswer.focus(read('focus'));
  const environment = readQuizAnswer.environment(read('environment'));
  const intensity = readQuizAnswer.intensity(read('intensity'));
  const duration = readQuizAnswer.duration(read('duration'));
  const budget = readQuizAnswer.budget(read('budget'));
  const activities = readQuizAnswer.activities(read('activities'));
  return {
    draft: {
      focus: focus ?? null,
      environment: environment ?? null,
      intensity: intensity ?? DEFAULT_INTENSITY,
      duration: duration ?? null,
      budgetIndex: budget === undefined ? DEFAULT_BUDGET_INDEX : QUIZ_BUDGETS.indexOf(budget),
      activities: sortActivities(activities ?? []),
    },
    prefilled: QUIZ_KEYS.some((key) => params.has(key)),
  };
}

/** Whether step n (1 to 6) has an answer, so Next can be used. Sliders and activities always do. */
export function isStepAnswered(draft: QuizDraft, step: number): boolean {
  if (step === 1) return draft.focus !== null;
  if (step === 2) return draft.environment !== null;
  if (step === 4) return draft.duration !== null;
  return step >= 1 && step <= QUIZ_STEP_COUNT;
}

export function draftToAnswers(draft: QuizDraft): QuizAnswers | null {
  const budget = QUIZ_BUDGETS[draft.budgetIndex];
  if (!draft.focus || !draft.environment || !draft.duration || budget === undefined) return null;
  return {
    focus: draft.focus,
    environment: draft.environment,
    intensity: draft.intensity,
    duration: draft.duration,
    budget,
    activities: sortActivities(draft.activities),
  };
}

// In the quiz's own order, so one set of answers always makes one URL.
function sortActivities(list: readonly QuizActivity[]): QuizActivity[] {
  return QUIZ_ACTIVITIES.filter((a) => list.includes(a));
}

export function toggleActivity(list: readonly QuizActivity[], activity: QuizActivity, on: boolean) {
  return sortActivities(on ? [...list, activity] : list.filter((a) => a !== activity));
}
