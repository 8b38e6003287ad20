import type { Database } from '../client';
import type { Logger } from '../../logger';
import type { SeedStep } from './seed-step';
import { seedContent } from './seed-content';
import { seedPartners } from './seed-partners';
import { seedProducts } from './seed-products';
import { seedSampleReviews } from './seed-reviews';
import { seedSampleRetreats } from './seed-retreats';
import { seedServices } from './seed-services';
import { seedStays } from './seed-stays';

/** Later features add their step here. */
const steps: SeedStep[] = [
  seedStays,
  seedServices,
  seedContent,
  seedProducts,
  seedPartners,
  seedSampleReviews,
  seedSampleRetreats,
];

/**
 * Fills empty tables with the sample content of a fresh install. Each step runs in one transaction, so
 * a crash mid-seed leaves the table empty and the next start seeds it again.
 */
export async function seedDatabase(db: Database, logger?: Logger): Promise<string[]> {
  const seeded: string[] = [];
  for (const step of steps) {
    if (!(await step.isEmpty(db))) continue;
    await db.transaction(async (tx) => step.run(tx as unknown as Database));
    seeded.push(step.name);
    logger?.info({ step: step.name }, 'seeded');
  }
  return seeded;
}
