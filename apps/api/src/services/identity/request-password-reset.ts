import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { tooManyRequests } from '../../errors';
import type { Logger } from '../../logger';
import { afterAnswer } from '../jobs/after-answer';
import { enqueueMail } from '../mail/outbox';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { findAccount } from './account-mail-target';
import { createLinkToken } from './one-time-links';

type Options = {
  db: Database;
  logger: Logger;
  email: string;
  publicUrl: string;
  ip: string;
  limits: { perIp: RateLimitRule; perAccount: RateLimitRule };
};

/**
 * "Forgot password": mails a one-hour, single-use link to /reset-password when the address has an
 * account. The caller answers the same either way, and in the same time: everything that depends on the
 * account is done after the answer (docs/decisions/account-recovery.md). Only the per-address limit is
 * visible (429); past the per-account limit nothing more is sent, silently.
 */
export async function requestPasswordReset({ db, logger, email, publicUrl, ip, limits }: Options) {
  const byIp = await recordHit({ db, key: `account-mail:ip:${ip}`, rule: limits.perIp });
  if (byIp.count > limits.perIp.max) throw tooManyRequests(byIp.retryAfterSeconds);
  afterAnswer(logger, 'password reset mail', () => mailResetLink({ db, email, publicUrl, limits }));
}

async function mailResetLink({ db, email, publicUrl, limits }: Omit<Options, 'logger' | 'ip'>) {
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
