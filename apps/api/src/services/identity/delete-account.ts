import { eq, or, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { account, passkey, session, twoFactor, user, verification } from '../../db/schema/auth';
import { journeyPlans } from '../../db/schema/journeys';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { partnerMembers } from '../../db/schema/partners';
import { userInfo } from '../../db/schema/profiles';
import { reviews } from '../../db/schema/reviews';
import { carts, orders } from '../../db/schema/shop';
import { forgetConversationsOf } from '../conversations';
import { enqueueMail } from '../mail/outbox';
import { confirmPassword } from './confirm-password';

type Options = { db: Database; auth: Auth; userId: string; password: string; limit: RateLimitRule };

/** The address a deleted account keeps: unique, and in a domain no mail is ever delivered to (RFC 2606). */
export const deletedAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes the account (docs/decisions/account-recovery.md): with the password as proof, in one
 * transaction, the person goes and their records stay. The user row remains, nameless, at an address
 * nobody has, with no password, passkey, second factor or session, so nothing can sign in to it; it leaves
 * its partner organisations; the profile, cart, plans and newsletter subscription are deleted; bookings, orders and payments stay (a shop keeps its invoices),
 * with the name and street of shipping addresses removed; ratings keep counting, without their words;
 * conversations stay with the other side, without the person's name.
 * A last message goes to the address the account had.
 */
export async function deleteAccount({ db, auth, userId, password, limit }: Options): Promise<void> {
  const person = await confirmPassword({ db, auth, userId, password, field: 'password', limit });
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      kind: 'account.deleted',
      to: person.email,
      payload: { name: person.name ?? '' },
    });
    await tx
      .update(user)
      .set({
        name: '',
        email: deletedAddress(userId),
        emailVerified: false,
        image: null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId));
    await tx
      .insert(userInfo)
      .values({ id: userId, deletedAt: new Date() })
      .onConflictDoUpdate({
        target: userInfo.id,
        set: { firstName: null, lastName: null, phone: null, deletedAt: new Date(), updatedAt: new Date() },
      });
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    // Every way in goes with the password: passkeys (each of which signs in alone), the authenticator app
    // and its backup codes; and the account leaves its partner organisations.
    await tx.delete(passkey).where(eq(passkey.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(partnerMembers).where(eq(partnerMembers.userId, userId));
    // Live links: a reset link holds the id, the others a JSON claim naming it.
    await tx
      .delete(verification)
      .where(
        or(
          eq(verification.value, userId),
          sql`(case when ${verification.value} like '{%' then ${verification.value}::jsonb ->> 'userId' end) = ${userId}`,
        ),
      );
    await tx.delete(carts).where(eq(carts.userId, userId));
    await tx.delete(journeyPlans).where(eq(journeyPlans.userId, userId));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, person.email));
    await tx.update(reviews).set({ comment: null }).where(eq(reviews.userId, userId));
    // The other side keeps its copy of each conversation, without the person (docs/decisions/conversations.md).
    await forgetConversationsOf(tx, userId);
    await tx
      .update(orders)
      .set({
        shippingAddress: sql`${orders.shippingAddress} || jsonb_build_object('name', 'Deleted account', 'line1', '', 'line2', null)`,
      })
      .where(eq(orders.userId, userId));
  });
}
