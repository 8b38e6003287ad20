/**
 * The discovery quiz's answers (docs/decisions/quiz.md): values, labels and what a duration means in nights.
 * The rule that turns answers into suggestions is in quiz-scoring.ts.
 */

export const QUIZ_FOCUS = ['relax', 'fitness', 'mindfulness', 'detox', 'spiritual'] as const;
export const QUIZ_ENVIRONMENTS = ['beach', 'mountain', 'forest', 'urban', 'countryside'] as const;
export const QUIZ_INTENSITIES = ['Gentle', 'Moderate', 'Active'] as const;
export const QUIZ_DURATIONS = ['weekend', 'long_weekend', 'week', '10_plus'] as const;
/** Budget per person, in dollars; the slider's positions. */
export const QUIZ_BUDGETS = [200, 500, 1000, 2000, 5000] as const;
export const QUIZ_ACTIVITIES = [
  'Yoga',
  'Hiking',
  'Spa',
  'Surfing',
  'Cooking Classes',
  'Meditation Workshops',
] as const;

export const QUIZ_STEP_COUNT = 6;
/** Slider index of the default intensity (Moderate) and budget (1000). */
export const DEFAULT_INTENSITY = 1;
export const DEFAULT_BUDGET_INDEX = 2;
/** A card answer advances to the next step this long after it is chosen. */
export const QUIZ_ADVANCE_DELAY_MS = 200;

export type QuizFocus = (typeof QUIZ_FOCUS)[number];
export type QuizEnvironment = (typeof QUIZ_ENVIRONMENTS)[number];
export type QuizDuration = (typeof QUIZ_DURATIONS)[number];
export type QuizBudget = (typeof QUIZ_BUDGETS)[number];
export type QuizActivity = (typeof QUIZ_ACTIVITIES)[number];

export type QuizAnswers = {
  focus: QuizFocus;
  environment: QuizEnvironment;
  /** 0 Gentle, 1 Moderate, 2 Active. */
  intensity: 0 | 1 | 2;
  duration: QuizDuration;
  budget: QuizBudget;
  activities: QuizActivity[];
};

export const FOCUS_LABELS: Record<QuizFocus, string> = {
  relax: 'Relaxation',
  fitness: 'Fitness',
  mindfulness: 'Mindfulness',
  detox: 'Detox',
  spiritual: 'Spiritual growth',
};
export const ENVIRONMENT_LABELS: Record<QuizEnvironment, string> = {
  beach: 'Beach',
  mountain: 'Mountains',
  forest: 'Forest',
  urban: 'City',
  countryside: 'Countryside',
};
export const DURATION_LABELS: Record<QuizDuration, string> = {
  weekend: 'A weekend',
  long_weekend: 'A long weekend',
  week: 'A week',
  '10_plus': '10 days or more',
};

/** Nights each duration plans for; a stay's price for the trip is its nightly price times these. */
export const DURATION_NIGHTS: Record<QuizDuration, number> = {
  weekend: 2,
  long_weekend: 3,
  week: 7,
  '10_plus': 10,
};

export type Climate = 'tropical' | 'arid' | 'mediterranean' | 'temperate' | 'alpine' | 'subarctic';

/** The climate travellers meet in each country we list stays in (a country's most visited regions). */
export const COUNTRY_CLIMATE: Record<string, Climate> = {
  Indonesia: 'tropical',
  'Costa Rica': 'tropical',
  Mexico: 'tropical',
  Thailand: 'tropical',
  India: 'tropical',
  Morocco: 'arid',
  Greece: 'mediterranean',
  Portugal: 'mediterranean',
  Spain: 'mediterranean',
  Italy: 'mediterranean',
  'United States': 'temperate',
  Canada: 'temperate',
  Japan: 'temperate',
  Germany: 'temperate',
  Switzerland: 'alpine',
  Austria: 'alpine',
  Iceland: 'subarctic',
};

export const CLIMATE_WORDS: Record<Climate, string> = {
  tropical: 'warm tropical',
  arid: 'dry desert',
  mediterranean: 'sunny Mediterranean',
  temperate: 'mild temperate',
  alpine: 'crisp alpine',
  subarctic: 'cool northern',
};

/** Climates that suit each setting when a stay's own setting says nothing. */
export const ENVIRONMENT_CLIMATES: Record<QuizEnvironment, Climate[]> = {
  beach: ['tropical', 'mediterranean'],
  mountain: ['alpine', 'subarctic'],
  forest: ['temperate', 'tropical'],
  urban: [],
  countryside: ['mediterranean', 'temperate', 'arid'],
};

export type QuizQuery = {
  focus: string;
  environment: string;
  intensity: string;
  duration: string;
  budget: string;
  activities?: string;
};

/** The answers as query parameters, in a fixed order (one set of answers, one URL). */
export function quizAnswersToQuery(answers: QuizAnswers): QuizQuery {
  const query: QuizQuery = {
    focus: answers.focus,
    environment: answers.environment,
    intensity: String(answers.intensity),
    duration: answers.duration,
    budget: String(answers.budget),
  };
  if (answers.activities.length) query.activities = answers.activities.join(',');
  return query;
}

/** What the quiz suggests: stays, retreats (programs on fixed dates), services and products. */
export const RECOMMENDATION_KINDS = ['stay', 'retreat', 'service', 'product'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];
/** The kinds a journey plan holds: the quiz's but retreats (a plan has no retreat kind). */
export const JOURNEY_KINDS = ['stay', 'service', 'product'] as const satisfies readonly RecommendationKind[];

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | undefined): T | undefined =>
    values.find((v) => v === value);

/**
 * Each answer read from its query value, undefined when missing or not one of the quiz's values. The
 * API's query schema and the site (the results URL, the quiz prefilled from it) both read answers so.
 */
export const readQuizAnswer = {
  focus: oneOf(QUIZ_FOCUS),
  environment: oneOf(QUIZ_ENVIRONMENTS),
  intensity: (value: string | undefined): 0 | 1 | 2 | undefined =>
    value === '0' ? 0 : value === '1' ? 1 : value === '2' ? 2 : undefined,
  duration: oneOf(QUIZ_DURATIONS),
  budget: (value: string | undefined): QuizBudget | undefined =>
    QUIZ_BUDGETS.find((b) => value !== undefined && value.trim() !== '' && Number(value) === b),
  /** 'Yoga, Spa' -> ['Yoga', 'Spa'] (each once); missing or empty is none; an unknown activity is undefined. */
  activities: (value: string | undefined): QuizActivity[] | undefined => {
    const names = [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    const known = names.filter((n): n is QuizActivity => (QUIZ_ACTIVITIES as readonly string[]).includes(n));
    return known.length === names.length ? known : undefined;
  },
};

/** Answers read from query parameters, or null when any is missing or not one of the quiz's values. */
export function quizAnswersFromQuery(query: Record<string, string | undefined>): QuizAnswers | null {
  const focus = readQuizAnswer.focus(query.focus);
  const environment = readQuizAnswer.environment(query.environment);
  const intensity = readQuizAnswer.intensity(query.intensity);
  const duration = readQuizAnswer.duration(query.duration);
  const budget = readQuizAnswer.budget(query.budget);
  const activities =
    (query.activities?.length ?? 0) <= 200 ? readQuizAnswer.activities(query.activities) : undefined;
  if (!focus || !environment || intensity === undefined || !duration || !budget || !activities) return null;
  return { focus, environment, intensity, duration, budget, activities };
}
