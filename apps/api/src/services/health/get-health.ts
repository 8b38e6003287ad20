import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@restora/shared/contracts/health';
import type { Database } from '../../db/client';

/** How long the process has been up, and whether its database answers. */
export async function getHealth({ db }: { db: Database }): Promise<HealthResponse> {
  const uptimeSeconds = Math.round(process.uptime());
  try {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: 'up', uptimeSeconds };
  } catch {
    return { status: 'degraded', database: 'down', uptimeSeconds };
  }
}
