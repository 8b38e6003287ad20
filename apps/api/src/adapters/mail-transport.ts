import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailAttachment } from '../services/mail/compose-mail';

/** One message as it goes on the wire. */
export type OutgoingMail = {
  /** Stable per outbox row, so a message sent twice after a crash is one message to the mail client. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
};

export type MailTransport = {
  /** Resolves with what identifies the delivery (the SMTP Message-ID or the file's path); throws if not delivered. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
};

const toNodemailer = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  attachments: mail.attachments.map((a) => ({
    filename: a.filename,
    content: a.content,
    contentType: a.contentType,
  })),
});

/** SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465. */
export function smtpTransport(url: string): MailTransport {
  const u = new URL(url);
  const transporter = nodemailer.createTransport({
    host: u.hostname,
    port: u.port ? Number(u.port) : u.protocol === 'smtps:' ? 465 : 587,
    secure: u.protocol === 'smtps:',
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
    // A few connections kept open and reused: a batch does not pay a TCP and SMTP greeting per message.
    pool: true,
    maxConnections: 5,
    // A server that stops answering must not hold a message (and its lease) for long.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      if (info.rejected.length > 0) throw new Error(`rejected by the SMTP server: ${info.response}`);
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}

/**
 * No SMTP server configured: each message becomes an .eml file in `dir` (DATA_DIR/mail) and one log line
 * says where, so a person running the site sees what would have been sent.
 */
export function fileTransport(dir: string, logger: Logger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const local = mail.messageId.replace(/^<|@.*$/g, '');
      const file = path.join(dir, `${stamp}-${local}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ to: mail.to, subject: mail.subject, file }, `mail written to ${file}`);
      return file;
    },
    close: () => composer.close(),
  };
}
