import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { announceRead } from '../services/conversations/live-audience';

/**
 * After a thread's newest page was read (which marks it read) or it was marked read: the reader's other
 * open pages hear of it (docs/decisions/conversations.md, "Live updates").
 */
export function tellRead(c: Context<AppEnv>, conversationId: number): void {
  if (c.req.query('before') === undefined)
    announceRead(c.var.events, { conversationId, userId: c.var.userId! });
}
