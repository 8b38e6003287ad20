import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { loadApplication } from './application-dto';

/** Every field of one application, with its decision once made. */
export async function getPartnerApplication({ db, id }: { db: Database; id: number }) {
  const application = await loadApplication(db, id);
  if (!application) throw new AppError('not_found', 'Partner application not found.');
  return application;
}
