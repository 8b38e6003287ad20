import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { partnerOrganisations } from './partners';

/** Editable blocks of site copy (hero, partner call-to-action, calorie-control list), by key. */
export const contentBlocks = pgTable('content_blocks', {
  key: text().primaryKey(),
  data: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const features = pgTable('features', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull(),
  description: text().notNull(),
  icon: text().notNull(),
  orderIndex: integer().notNull(),
});

export const howItWorksSteps = pgTable('how_it_works_steps', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  stepNumber: integer().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
  listItems: text().array().notNull(),
  imageUrl: text().notNull(),
});

export const mealPlanItems = pgTable('meal_plan_items', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  mealType: text().notNull(),
  calories: integer().notNull(),
  description: text().notNull(),
  orderIndex: integer().notNull(),
});

/** A home page testimonial (docs/decisions/content.md). */
export const testimonials = pgTable(
  'home_page_testimonials',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text(),
    testimonial: text().notNull(),
    avatarUrl: text(),
    rating: integer(),
    location: text(),
    /** Hidden testimonials stay in the back office only (docs/decisions/admin-content.md). */
    published: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('testimonials_updated_at_idx').on(t.updatedAt.desc()),
    check('testimonials_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const articleStatus = pgEnum('article_status', ['draft', 'published']);

export const articles = pgTable(
  'articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull(),
    image: text().notNull(),
    category: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    readTime: integer().notNull(),
    /** Markdown, rendered without raw HTML. */
    content: text().notNull(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || description)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Drafts are seen in the back office only (docs/decisions/admin-content.md). */
    status: articleStatus().notNull().default('published'),
    /** When it was first published (null while it never was). */
    publishedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_category_date_idx').on(t.category, t.date.desc()),
    index('articles_date_idx').on(t.date.desc()),
    index('articles_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The back office's list: newest change first, or by title, with a title-prefix search.
    index('articles_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('articles_title_prefix_idx').on(sql`lower(${t.title}) text_pattern_ops`),
  ],
);

export const partnerApplicationStatus = pgEnum('partner_application_status', [
  'pending',
  'approved',
  'declined',
]);

/**
 * An application from /for-partners. An admin decides it once (docs/decisions/partners.md): approving
 * makes the organisation (`organisationId`), declining keeps the note that was mailed.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisation: text().notNull(),
    partnerType: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    country: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: partnerApplicationStatus().notNull().default('pending'),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text().references(() => user.id, { onDelete: 'set null' }),
    decisionNote: text(),
    organisationId: integer().references(() => partnerOrganisations.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The admin list: one status (or all), newest first, counted on the same index.
    index('partner_applications_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('partner_applications_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
