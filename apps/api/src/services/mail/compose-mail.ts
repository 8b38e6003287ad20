import type { Database } from '../../db/client';
import type { MailMessage } from './mail-kinds';

export type MailAttachment = { filename: string; content: string; contentType: string };

/** A message ready for the wire: the sender adds From, To and the headers. */
export type ComposedMail = {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
};

export type MailSite = {
  /** The site's public address (PUBLIC_URL), without a trailing slash; every link starts with it. */
  publicUrl: string;
};

/**
 * Builds a message from its outbox row: loads what the kind names (a booking, an order) and renders it.
 * Runs in the sender, outside any transaction.
 */
export async function composeMail(db: Database, message: MailMessage, site: MailSite): Promise<ComposedMail> {
  void db;
  void site;
  throw new Error(`composeMail is not written yet (${message.kind})`);
}
