import { z } from 'zod';
import {
  QUIZ_BUDGETS,
  QUIZ_DURATIONS,
  QUIZ_ENVIRONMENTS,
  QUIZ_FOCUS,
  readQuizAnswer,
  RECOMMENDATION_KINDS,
} from '../domain/quiz';
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../domain/shop-vocabulary';
import { photoSchema } from './photos';

export { quizAnswersToQuery, RECOMMENDATION_KINDS, type RecommendationKind } from '../domain/quiz';

/**
 * The quiz's answers as a query string: /discovery-quiz-results and GET /api/quiz/recommendations take
 * the same names, so a results page can be shared and reloaded.
 * ?focus=relax&environment=beach&intensity=1&duration=week&budget=1000&activities=Yoga,Spa
 */
const answer = <T>(read: (value: string | undefined) => T | undefined, message: string, max = 40) =>
  z
    .string({ error: message })
    .max(max, message)
    .transform((value, ctx) => {
      const result = read(value);
      if (result === undefined) ctx.addIssue({ code: 'custom', message });
      return result as T;
    });

export const quizAnswersQuerySchema = z.object({
  focus: answer(readQuizAnswer.focus, 'focus: choose one of ' + QUIZ_FOCUS.join(', ')),
  environment: answer(
    readQuizAnswer.environment,
    'environment: choose one of ' + QUIZ_ENVIRONMENTS.join(', '),
  ),
  intensity: answer(readQuizAnswer.intensity, 'intensity: 0, 1 or 2'),
  duration: answer(readQuizAnswer.duration, 'duration: choose one of ' + QUIZ_DURATIONS.join(', ')),
  budget: answer(readQuizAnswer.budget, 'budget: one of ' + QUIZ_BUDGETS.join(', ')),
  activities: z
    .string()
    .max(200, 'activities: too long')
    .pipe(answer(readQuizAnswer.activities, 'activities: unknown activity', 200))
    .default([]),
});

export const recommendationSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  id: z.number(),
  title: z.string(),
  /** Property and place for a stay (and a retreat's dates); the category for a service or a product. */
  subtitle: z.string(),
  category: z.string(),
  image: z.string(),
  /** A stay's cover photo from its partner, shown instead of `image`; null when it has none. */
  photo: photoSchema.nullable(),
  /**
   * Cents: per night (stay), from per person for the whole program (retreat), per session (service) or
   * per item (product, the price paid).
   */
  priceCents: z.number().int(),
  rating: z.number().nullable(),
  /** One line: why it was suggested. */
  reason: z.string(),
  /**
   * A product's type and status, so its card can offer add-to-cart with the marketplace's rules
   * (pre-order wording, no purchase when sold out or coming soon); null for a stay or a service.
   */
  shop: z.object({ productType: z.enum(PRODUCT_TYPES), status: z.enum(PRODUCT_STATUSES) }).nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  items: z.array(recommendationSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
