import { and, eq, inArray } from 'drizzle-orm';
import { CONVERSATION_NOT_FOUND } from '@restora/shared/domain/conversations';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { AppError } from '../../errors';
import { memberOrganisationIds } from '../organisations';

// Who may read and write a thread (docs/decisions/conversations.md, "Who sees what"): its guest, and the
// members of its organisation. Anyone else is told it does not exist (404); an account in no organisation
// asking the partner routes is told they are for partners (403).

export type Thread = typeof conversations.$inferSelect;

/** The guest's own thread, locked for the transaction with `lock`. */
export async function guestThread(db: Database, userId: string, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.guestUserId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('not_found', CONVERSATION_NOT_FOUND);
  return row;
}

/** A thread of one of the member's organisations, locked for the transaction with `lock`. */
export async function partnerThread(db: Database, userId: string, id: number, { lock = false } = {}) {
  const organisations = await memberOrganisationIds(db, userId);
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), inArray(conversations.organisationId, organisations)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('not_found', CONVERSATION_NOT_FOUND);
  return row;
}
