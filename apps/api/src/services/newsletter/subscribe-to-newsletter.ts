import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

type Options = { db: Database; email: string; source: string };

/** Stores the address once; subscribing again is not an error. */
export async function subscribeToNewsletter({ db, email, source }: Options) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { alreadySubscribed: inserted.length === 0 };
}
