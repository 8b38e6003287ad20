import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { currentUserId } from './session';

/**
 * What every paid operation (a stay, services, an order) hands to its use case besides its own input: the
 * database, the payment provider, the events announced after commit, who pays, and the attempt's
 * idempotency key (docs/decisions/payments.md).
 */
export function payer(c: Context<AppEnv>, idempotencyKey: string) {
  return {
    db: c.var.db,
    provider: c.var.payments,
    events: c.var.events,
    userId: currentUserId(c),
    idempotencyKey,
  };
}
