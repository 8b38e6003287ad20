import { z } from 'zod';
import {
  QUIZ_ACTIVITIES,
  QUIZ_BUDGETS,
  QUIZ_DURATIONS,
  QUIZ_ENVIRONMENTS,
  QUIZ_FOCUS,
  type QuizAnswers,
} from '../domain/quiz';

/**
 * The quiz's answers as a query string: /discovery-quiz-results and GET /api/quiz/recommendations take
 * the same names, so a results page can be shared and reloaded.
 * ?focus=relax&environment=beach&intensity=1&duration=week&budget=1000&activities=Yoga,Spa
 */
export const quizAnswersQuerySchema = z.object({
  focus: z.enum(QUIZ_FOCUS, { error: 'focus: choose one of ' + QUIZ_FOCUS.join(', ') }),
  environment: z.enum(QUIZ_ENVIRONMENTS, {
    error: 'environment: choose one of ' + QUIZ_ENVIRONMENTS.join(', '),
  }),
  intensity: z.coerce
    .number({ error: 'intensity: 0, 1 or 2' })
    .int('intensity: 0, 1 or 2')
    .min(0, 'intensity: 0, 1 or 2')
    .max(2, 'intensity: 0, 1 or 2')
    .transform((v) => v as 0 | 1 | 2),
  duration: z.enum(QUIZ_DURATIONS, { error: 'duration: choose one of ' + QUIZ_DURATIONS.join(', ') }),
  budget: z.coerce
    .number({ error: 'budget: one of ' + QUIZ_BUDGETS.join(', ') })
    .refine((v): v is (typeof QUIZ_BUDGETS)[number] => (QUIZ_BUDGETS as readonly number[]).includes(v), {
      message: 'budget: one of ' + QUIZ_BUDGETS.join(', '),
    }),
  activities: z
    .string()
    .max(200, 'activities: too long')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(QUIZ_ACTIVITIES, { error: 'activities: unknown activity' })))
    .default([]),
});

/** The answers as query parameters, in a fixed order (one set of answers, one URL). */
export function quizAnswersToQuery(answers: QuizAnswers): Record<string, string> {
  const query: Record<string, string> = {
    focus: answers.focus,
    environment: answers.environment,
    intensity: String(answers.intensity),
    duration: answers.duration,
    budget: String(answers.budget),
  };
  if (answers.activities.length) query.activities = answers.activities.join(',');
  return query;
}

/** Answers read from query parameters, or null when any is missing or not one of the quiz's values. */
export function quizAnswersFromQuery(query: Record<string, string | undefined>): QuizAnswers | null {
  const parsed = quizAnswersQuerySchema.safeParse(query);
  return parsed.success ? parsed.data : null;
}

export const RECOMMENDATION_KINDS = ['stay', 'service', 'product'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

export const recommendationSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  id: z.number(),
  title: z.string(),
  /** Property and place for a stay; the category for a service or a product. */
  subtitle: z.string(),
  category: z.string(),
  image: z.string(),
  /** Dollars: per night (stay), per session (service) or per item (product, the price paid). */
  price: z.number(),
  rating: z.number().nullable(),
  /** One line: why it was suggested. */
  reason: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  items: z.array(recommendationSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
