import type { Database } from '../client';

/** One part of the sample data; it runs only while its table is empty, so seeding is idempotent. */
export type SeedStep = {
  name: string;
  isEmpty(db: Database): Promise<boolean>;
  run(db: Database): Promise<void>;
};
