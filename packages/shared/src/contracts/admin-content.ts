import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';
import {
  ARTICLE_COVERS,
  ARTICLE_EDIT_CATEGORIES,
  ARTICLE_STATUSES,
  SLUG_PATTERN,
} from '../domain/article-editing';
import { adminPageSchema, adminTableQuery } from './admin-tables';

// The back office's articles, testimonials and home page texts (docs/decisions/admin-content.md).

export {
  ARTICLE_COVERS,
  ARTICLE_EDIT_CATEGORIES,
  ARTICLE_STATUSES,
  SLUG_PATTERN,
  SLUG_TAKEN,
  type ArticleStatus,
} from '../domain/article-editing';

export const articleInputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(3, 'Title: at least 3 characters')
    .max(160, 'Title: at most 160 characters')
    .check(singleLineText),
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(3, 'Slug: at least 3 characters')
    .max(120, 'Slug: at most 120 characters')
    .regex(SLUG_PATTERN, 'Slug: lowercase letters, digits and single hyphens (like gut-health-basics)'),
  category: z.enum(ARTICLE_EDIT_CATEGORIES, { error: 'Choose a category' }),
  readTime: z
    .number({ error: 'Read time: a number of minutes' })
    .int('Read time: whole minutes')
    .min(1, 'Read time: at least 1 minute')
    .max(120, 'Read time: at most 120 minutes'),
  image: z.enum(ARTICLE_COVERS, { error: 'Choose a cover' }),
  description: z
    .string({ error: 'Excerpt is required' })
    .trim()
    .min(10, 'Excerpt: at least 10 characters')
    .max(300, 'Excerpt: at most 300 characters')
    .check(multiLineText),
  content: z
    .string({ error: 'Body is required' })
    .trim()
    .min(20, 'Body: at least 20 characters')
    .max(50_000, 'Body: at most 50,000 characters')
    .check(multiLineText),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const adminArticleSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  date: z.string(),
  readTime: z.number(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminArticleSummary = z.infer<typeof adminArticleSummarySchema>;

export const adminArticleSchema = adminArticleSummarySchema.extend({
  description: z.string(),
  image: z.string(),
  content: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const ADMIN_ARTICLE_SORTS = ['updated', 'title'] as const;
export const adminArticlesQuerySchema = adminTableQuery(ADMIN_ARTICLE_SORTS, 'updated').extend({
  search: z.string().trim().max(100, 'search: at most 100 characters').optional(),
  status: z.enum(ARTICLE_STATUSES, { error: 'status: draft or published' }).optional(),
  category: z.enum(ARTICLE_EDIT_CATEGORIES, { error: 'category: one of the categories' }).optional(),
});
export type AdminArticlesQuery = z.infer<typeof adminArticlesQuerySchema>;
export const adminArticlePageSchema = adminPageSchema(adminArticleSummarySchema);
export type AdminArticlePage = z.infer<typeof adminArticlePageSchema>;

export const adminTestimonialSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  testimonial: z.string(),
  location: z.string().nullable(),
  rating: z.number().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialPageSchema = adminPageSchema(adminTestimonialSchema);
export type AdminTestimonialPage = z.infer<typeof adminTestimonialPageSchema>;
export const adminTestimonialsQuerySchema = adminTableQuery(['updated'], 'updated');

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .check(singleLineText)
    .nullable()
    .transform((v) => (v ? v : null));

export const testimonialInputSchema = z.object({
  name: optionalText('Name', 80),
  testimonial: z
    .string({ error: 'Testimonial is required' })
    .trim()
    .min(10, 'Testimonial: at least 10 characters')
    .max(1000, 'Testimonial: at most 1000 characters')
    .check(multiLineText),
  location: optionalText('Location', 80),
  rating: z.number().int('Rating: 1 to 5').min(1, 'Rating: 1 to 5').max(5, 'Rating: 1 to 5').nullable(),
  published: z.boolean({ error: 'Say whether it is shown' }),
});
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

const text = (label: string, min: number, max: number, rule = singleLineText) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label}: at least ${min} characters`)
    .max(max, `${label}: at most ${max} characters`)
    .check(rule);

/** The home page's editable words: the hero and the partner call to action (pictures stay as they are). */
export const homeTextsSchema = z.object({
  hero: z.object({
    title: text('Hero title', 3, 120),
    subtitle: text('Hero subtitle', 3, 300, multiLineText),
    ctaText: text('Hero button', 2, 40),
  }),
  partnerCta: z.object({
    title: text('Partner title', 3, 120),
    description: text('Partner description', 3, 600, multiLineText),
    ctaText: text('Partner button', 2, 40),
  }),
});
export type HomeTexts = z.infer<typeof homeTextsSchema>;
export type HomeTextsInput = z.input<typeof homeTextsSchema>;
