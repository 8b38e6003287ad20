import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';
import type { MailMessage } from './mail-kinds';

/**
 * Writes messages to the outbox. Call it with the transaction that makes what the message tells of,
 * so a rollback sends nothing and a crash after the commit loses nothing (docs/decisions/email.md).
 */
export async function enqueueMail(tx: Database, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outbox).values(
    messages.map((m) => ({
      kind: m.kind,
      recipient: m.to,
      payload: m.payload as Record<string, unknown>,
    })),
  );
}
