import type { Database } from '../db/client';
import type { Logger } from '../logger';

export type AppEnv = {
  Variables: {
    requestId: string;
    db: Database;
    logger: Logger;
  };
};
