import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  articles,
  contentBlocks,
  features,
  howItWorksSteps,
  mealPlanItems,
  testimonials,
} from '../schema/content';
import { articles as articleData } from './articles-data';
import {
  calorieControlFeatures,
  features as featureData,
  hero,
  howItWorksSteps as stepData,
  mealPlan,
  partnerCta,
  testimonials as testimonialData,
} from './content-data';
import type { SeedStep } from './seed-step';

export const seedContent: SeedStep = {
  name: 'content',
  isEmpty: async (db) =>
    (await db.select({ key: contentBlocks.key }).from(contentBlocks).limit(1)).length === 0,
  run: async (db: Database) => {
    await db.insert(contentBlocks).values([
      { key: 'hero', data: hero },
      { key: 'partner_cta', data: partnerCta },
      { key: 'calorie_control', data: calorieControlFeatures },
    ]);
    await db.insert(features).values(featureData.map((f, i) => ({ ...f, orderIndex: i + 1 })));
    await db.insert(howItWorksSteps).values(stepData.map((s, i) => ({ ...s, stepNumber: i + 1 })));
    await db.insert(mealPlanItems).values(mealPlan.map((m, i) => ({ ...m, orderIndex: i + 1 })));
    await db.insert(testimonials).values(
      testimonialData.map(({ daysAgo, ...t }) => ({
        ...t,
        updatedAt: sql`now() - make_interval(days => ${daysAgo})`,
      })),
    );
    await db.insert(articles).values(
      articleData.map(({ readTimeMinutes, ...a }) => ({
        ...a,
        readTime: readTimeMinutes,
        publishedAt: new Date(`${a.date}T09:00:00Z`),
      })),
    );
  },
};
