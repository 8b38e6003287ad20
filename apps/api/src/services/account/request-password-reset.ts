import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { findAccount } from './account-mail-target';
import { createLinkToken } from './one-time-links';

type Options = {
  db: Database;
  email: string;
  publicUrl: string;
  ip: string;
  limits: { perIp: RateLimitRule; perAccount: RateLimitRule };
};

/**
 * "Forgot password": mails a one-hour, single-use link to /reset-password when the address has an
 * account. The caller answers the same either way (docs/decisions/account-recovery.md): only the per-address
 * limit is visible (429); past the per-account limit nothing more is sent, silently.
 */
export async function requestPasswordReset({ db, email, publicUrl, ip, limits }: Options): Promise<void> {
  const byIp = await recordHit({ db, key: `account-mail:ip:${ip}`, rule: limits.perIp });
  if (byIp.count > limits.perIp.max) throw tooManyRequests(byIp.retryAfterSeconds);
  const account = await findAccount(db, { email });
  if (!account) return;
  const byAccount = await recordHit({ db, key: `reset:account:${account.id}`, rule: limits.perAccount });
  if (byAccount.count > limits.perAccount.max) return;
  await db.transaction(async (tx) => {
    const token = await createLinkToken(tx, 'reset-password', account.id);
    await enqueueMail(tx, {
      kind: 'account.reset-password',
      to: account.email,
      payload: { name: account.name ?? '', url: `${publicUrl}/reset-password?token=${token}` },
    });
  });
}
