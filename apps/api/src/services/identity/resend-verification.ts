import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { AppError, tooManyRequests } from '../../errors';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { findAccount } from './account-mail-target';
import { sendVerificationMail } from './send-verification-mail';

type Options = {
  db: Database;
  userId: string;
  publicUrl: string;
  ip: string;
  limits: { perIp: RateLimitRule; perAccount: RateLimitRule };
};

/** "Send the confirmation again", from /profile. */
export async function resendVerification({ db, userId, publicUrl, ip, limits }: Options) {
  const account = await findAccount(db, { id: userId });
  if (!account) throw new AppError('unauthenticated', 'Please sign in to continue.');
  if (account.emailVerified) throw new AppError('conflict', 'Your e-mail address is already verified.');
  for (const [key, rule] of [
    [`account-mail:ip:${ip}`, limits.perIp],
    [`verify:account:${userId}`, limits.perAccount],
  ] as const) {
    const hits = await recordHit({ db, key, rule });
    if (hits.count > rule.max) {
      throw tooManyRequests(
        hits.retryAfterSeconds,
        'We have sent several links already. Please check your inbox, or try again later.',
      );
    }
  }
  await sendVerificationMail({ db, account, publicUrl });
}
