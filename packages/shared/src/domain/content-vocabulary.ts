/** Fixed values of the content pages (articles, testimonials, partner applications); no zod here, so the
 * site can use them without loading the schemas. */

export const TESTIMONIALS_LIMIT = 12;

export const ARTICLE_CATEGORIES = [
  'All',
  'Nutrition',
  'Mental Wellness',
  'Recovery',
  'Fitness',
  'Gut Health',
  'Sleep',
] as const;

export const PARTNER_TYPES = [
  'Hotel',
  'Retreat',
  'Boutique hotel',
  'Vacation rental',
  'Long-term stay',
  'Restaurant',
  'Fitness centre',
  'Nutritionist or trainer',
  'Spa',
  'Product supplier',
] as const;
