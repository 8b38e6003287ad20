import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/mail';
import { jobs } from '../../db/schema/jobs';
import type { MailMessage } from './mail-kinds';

/** The runner's queue of messages to send, one job per message (docs/decisions/background-jobs.md). */
export const MAIL_SEND_QUEUE = 'mail.send';

/**
 * Writes messages to the outbox. Call it with the transaction that makes what the message tells of,
 * so a rollback sends nothing and a crash after the commit loses nothing (docs/decisions/email.md). Each
 * message is sent by a 'mail.send' job written with it.
 */
export async function enqueueMail(tx: Database, ...messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map((m) => ({ kind: m.kind, recipient: m.to, payload: m.payload }));
  // One statement, so the message and its job are written together even outside a transaction.
  await tx.execute(sql`
    with written as (
      insert into ${outbox} (kind, recipient, payload)
      select m.kind, m.recipient, m.payload
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(kind text, recipient text, payload jsonb)
      returning id
    )
    insert into ${jobs} (queue, payload)
    select ${MAIL_SEND_QUEUE}, jsonb_build_object('outboxId', id) from written`);
}
