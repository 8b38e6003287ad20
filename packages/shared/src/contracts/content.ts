import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';
import { emailSchema } from './newsletter';
import { stayLocationSchema } from './stays';
import { ARTICLE_CATEGORIES, PARTNER_TYPES } from '../domain/content-vocabulary';

export { ARTICLE_CATEGORIES, PARTNER_TYPES, TESTIMONIALS_LIMIT } from '../domain/content-vocabulary';

export const heroSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  ctaText: z.string(),
});
export type Hero = z.infer<typeof heroSchema>;

export const featureSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  orderIndex: z.number(),
});
export type Feature = z.infer<typeof featureSchema>;

export const partnerCtaSchema = z.object({
  title: z.string(),
  description: z.string(),
  ctaText: z.string(),
  successStories: z.array(
    z.object({
      name: z.string(),
      business: z.string(),
      location: z.string(),
      quote: z.string(),
      result: z.string(),
    }),
  ),
});
export type PartnerCta = z.infer<typeof partnerCtaSchema>;

export const STATIC_DATA_TYPES = ['all', 'hero', 'features', 'partner-cta'] as const;
export const staticDataQuerySchema = z.object({ type: z.enum(STATIC_DATA_TYPES).default('all') });

/** Static data (docs/decisions/content.md): what the home page and the search form read. */
export const staticDataSchema = z.object({
  hero: heroSchema.nullable().optional(),
  features: z.array(featureSchema).optional(),
  partnerCta: partnerCtaSchema.nullable().optional(),
  wellnessFeatures: z.array(z.string()),
  amenities: z.array(z.string()),
  locations: z.array(stayLocationSchema),
});
export type StaticData = z.infer<typeof staticDataSchema>;

export const testimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  testimonial: z.string(),
  avatarUrl: z.string(),
  rating: z.number(),
  location: z.string().nullable(),
  updatedAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const howItWorksSchema = z.object({
  steps: z.array(
    z.object({
      id: z.number(),
      stepNumber: z.number(),
      title: z.string(),
      description: z.string(),
      listItems: z.array(z.string()),
      imageUrl: z.string(),
    }),
  ),
  calorieControlFeatures: z.array(z.string()),
  mealPlan: z.array(z.object({ mealType: z.string(), calories: z.number(), description: z.string() })),
});
export type HowItWorks = z.infer<typeof howItWorksSchema>;

export const articlesQuerySchema = z.object({
  search: z.string().trim().max(100, 'search: at most 100 characters').optional(),
  category: z.enum(ARTICLE_CATEGORIES).optional(),
});

export const articleSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  category: z.string(),
  date: z.string(),
  readTime: z.number(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type Article = z.infer<typeof articleSchema>;

export const partnerApplicationSchema = z.object({
  organisation: z
    .string({ error: 'Organisation name is required' })
    .trim()
    .min(2, 'Organisation name is required')
    .max(120, 'Organisation name is too long')
    .check(singleLineText),
  partnerType: z.enum(PARTNER_TYPES, { error: 'Choose what kind of partner you are' }),
  contactName: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name is too long')
    .check(singleLineText),
  email: emailSchema,
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(2, 'Country is required')
    .max(60, 'Country is too long')
    .check(singleLineText),
  message: z
    .string({ error: 'Tell us a little about your business (at least 20 characters)' })
    .trim()
    .min(20, 'Tell us a little about your business (at least 20 characters)')
    .max(2000, 'Keep the message under 2000 characters')
    .check(multiLineText),
});
export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
