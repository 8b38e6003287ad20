import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';

type Input = {
  organisation: string;
  partnerType: string;
  contactName: string;
  email: string;
  country: string;
  message: string;
};

export async function createPartnerApplication({ db, input }: { db: Database; input: Input }) {
  const [row] = await db
    .insert(partnerApplications)
    .values(input)
    .returning({ id: partnerApplications.id, createdAt: partnerApplications.createdAt });
  return { id: row!.id, receivedAt: row!.createdAt.toISOString() };
}
