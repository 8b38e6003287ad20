import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerMembers } from '../../db/schema/partners';
import type { DomainEvents } from '../events/domain-events';
import type { Audience } from '../live/live-updates';

/**
 * Whose threads a live stream hears of (docs/decisions/conversations.md, "Live updates"): the person's own
 * as a guest, and their organisations' as a member, the same doors as the partner console: none of the
 * organisations' while this session owes the second factor one of them asks for. Read when the stream
 * opens; a stream lasts minutes at most, so a member removed meanwhile stops hearing at its next reconnect.
 */
export async function liveAudience(
  db: Database,
  {
    userId,
    owesSecondFactor,
  }: {
    userId: string;
    /** Whether this session owes a second factor one of the person's organisations asks for. */
    owesSecondFactor: () => Promise<boolean>;
  },
): Promise<Audience> {
  const rows = await db
    .select({ id: partnerMembers.organisationId })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId));
  if (rows.length === 0) return { userId, organisationIds: [] };
  return { userId, organisationIds: (await owesSecondFactor()) ? [] : rows.map((r) => r.id) };
}

/**
 * Tells the reader's other open pages that their read mark of a thread moved. A mark is one statement of
 * its own, committed when the service returns, so the route announces it then (after-commit.md).
 */
export function announceRead(events: DomainEvents, read: { conversationId: number; userId: string }) {
  events.publish({ type: 'conversation.read', ...read });
}
