/** Fixed values of the back office's article editor (docs/decisions/admin-content.md); no zod here. */
import { ARTICLE_CATEGORIES } from './content-vocabulary';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

type Category = Exclude<(typeof ARTICLE_CATEGORIES)[number], 'All'>;
/** The categories an article may have ('All' is the knowledge centre's filter, not a category). */
export const ARTICLE_EDIT_CATEGORIES = ARTICLE_CATEGORIES.filter((c): c is Category => c !== 'All') as [
  Category,
  ...Category[],
];

/** The covers an article may have: the project's article artwork. */
export const ARTICLE_COVERS = [
  '/images/articles/nutrition.svg',
  '/images/articles/mental-wellness.svg',
  '/images/articles/recovery.svg',
  '/images/articles/fitness.svg',
  '/images/articles/gut-health.svg',
  '/images/articles/sleep.svg',
] as const;

/** Lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_TAKEN = 'This slug is already used by another article';

/** 'Sleep & Travel: 5 Tips!' -> 'sleep-travel-5-tips' (the editor's suggestion for a new article). */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
