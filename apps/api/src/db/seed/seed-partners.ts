import { eq, inArray } from 'drizzle-orm';
import { insertPasswordAccount } from '../../auth/password-account';
import type { Database } from '../client';
import { user } from '../schema/auth';
import { partnerMembers, partnerOrganisations } from '../schema/partners';
import { properties } from '../schema/stays';
import { DEMO_PARTNER_PASSWORD, seedOrganisations } from './partners-data';
import type { SeedStep } from './seed-step';

/**
 * Three partner organisations own the sample properties, each with a demo partner account (a verified
 * address; an account already using the address is made the member instead). Runs after the stays, and
 * also on an install seeded before organisations existed.
 */
export const seedPartners: SeedStep = {
  name: 'partners',
  isEmpty: async (db) =>
    (await db.select({ id: partnerOrganisations.id }).from(partnerOrganisations).limit(1)).length === 0,
  run: async (db: Database) => {
    for (const organisation of seedOrganisations) {
      const [row] = await db
        .insert(partnerOrganisations)
        .values({ name: organisation.name })
        .returning({ id: partnerOrganisations.id });
      const organisationId = row!.id;
      await db
        .update(properties)
        .set({ organisationId })
        .where(inArray(properties.name, organisation.properties));
      const { email, name } = organisation.member;
      const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      const userId =
        existing?.id ??
        (await insertPasswordAccount(db, {
          name,
          email,
          password: DEMO_PARTNER_PASSWORD,
          emailVerified: true,
        }));
      await db.insert(partnerMembers).values({ organisationId, userId, role: 'owner' });
    }
  },
};
