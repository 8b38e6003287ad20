import { asc } from 'drizzle-orm';
import type { HowItWorks } from '@restora/shared/contracts/content';
import type { Database } from '../../db/client';
import { howItWorksSteps, mealPlanItems } from '../../db/schema/content';
import { getContentBlock } from './get-static-data';

export async function getHowItWorks({ db }: { db: Database }): Promise<HowItWorks> {
  const [steps, meals, calorieControl] = await Promise.all([
    db.select().from(howItWorksSteps).orderBy(asc(howItWorksSteps.stepNumber)),
    db.select().from(mealPlanItems).orderBy(asc(mealPlanItems.orderIndex)),
    getContentBlock<string[]>(db, 'calorie_control'),
  ]);
  return {
    steps,
    calorieControlFeatures: calorieControl ?? [],
    mealPlan: meals.map(({ mealType, calories, description }) => ({ mealType, calories, description })),
  };
}
