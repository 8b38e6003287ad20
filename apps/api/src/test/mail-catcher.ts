import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as a test reads it. */
export type CaughtMail = {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Every href in the HTML, in order (the text version carries the same links). */
  links: string[];
  attachments: { filename: string; contentType: string; content: string }[];
  receivedAt: number;
};

export type MailCatcher = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** The first message (already received or still to come) that matches, or an error after `timeoutMs`. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The next `count` messages are refused with a temporary error (451), as a server in trouble would. */
  refuseNext(count: number): void;
  /** The next `count` messages are received and never answered, as a server that hangs mid-send. */
  holdNext(count: number): void;
  /** How many messages have been held so far. */
  held(): number;
  close(): Promise<void>;
};

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** A real SMTP server in this process (no TLS, any login accepted) that parses what it receives. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refuse = 0;
  let hold = 0;
  let held = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // A sender's pooled connection stays open; closing the catcher ends it rather than waiting 30 s for it.
    closeTimeout: 100,
    onData(stream, session, callback) {
      if (hold > 0) {
        hold -= 1;
        stream.resume();
        stream.on('end', () => void (held += 1));
        return;
      }
      if (refuse > 0) {
        refuse -= 1;
        stream.resume();
        stream.on('end', () => {
          const error = new Error('Try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          messages.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html,
            links: hrefs(html),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
            receivedAt: Date.now(),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    refuseNext(count) {
      refuse = count;
    },
    holdNext(count) {
      hold = count;
    },
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
