import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { createLogger } from '../logger';
import { settleAfterAnswer } from '../services/jobs/after-answer';
import { drainOutbox } from '../services/mail/mail-sender';
import { smtpTransport } from '../adapters/mail-transport';
import { accountSubjects } from '../services/mail/templates/account-mail';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';
import { createTestApp, type TestApp } from './test-app';

// What each message says, sent through the real sender to a real SMTP server and read back as a mail
// program would: the recipient, the subject, the details, the links and the calendar file.

export const site = { publicUrl: 'https://restora.example' };
const logger = createLogger('silent');

/**
 * A seeded app and a mail catcher for the message tests, with a POST caller and the delivery of what is
 * due. Call at the top of a test file (it registers beforeAll/beforeEach/afterAll).
 */
export function mailTestKit() {
  const previews: CaughtMail[] = [];
  const kit = {
    t: undefined as unknown as TestApp,
    catcher: undefined as unknown as MailCatcher,
    post: (path: string, cookie: string, body: unknown = {}) =>
      kit.t.request(path, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(body),
      }),
    /**
     * Sends what is due and returns what reached `to`, oldest first; by default without the confirmation
     * of the address that every new account is sent.
     */
    async deliveredTo(to: string, { withConfirmation = false } = {}): Promise<CaughtMail[]> {
      await settleAfterAnswer();
      await drainOutbox({
        db: kit.t.db,
        transport: smtpTransport(kit.catcher.url),
        site,
        from: 'Restora <hello@restora.example>',
        logger,
      });
      return kit.catcher.messages.filter(
        (m) =>
          m.to.includes(to) && (withConfirmation || m.subject !== accountSubjects['account.verify-email']),
      );
    },
  };
  beforeAll(async () => {
    kit.t = await createTestApp({ seed: true });
    kit.catcher = await startMailCatcher();
  });
  beforeEach(() => void previews.push(...kit.catcher.messages.splice(0)));
  afterAll(async () => {
    // MAIL_PREVIEW_DIR=/some/dir keeps every message the file sent, as .html and .txt, to look at.
    const dir = process.env.MAIL_PREVIEW_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      for (const [i, mail] of [...previews, ...kit.catcher.messages].entries()) {
        const name = `${String(i).padStart(2, '0')}-${mail.subject.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
        fs.writeFileSync(path.join(dir, `${name}.html`), mail.html);
        fs.writeFileSync(path.join(dir, `${name}.txt`), mail.text);
      }
    }
    await kit.catcher.close();
    await kit.t.close();
  });
  return kit;
}

/** Every message: links only to the site, a plain-text twin, and none of the secrets it must not carry. */
export function expectWellFormed(mail: CaughtMail, secrets: string[] = []) {
  expect(mail.links.length).toBeGreaterThan(0);
  for (const link of mail.links) expect(link.startsWith(`${site.publicUrl}`)).toBe(true);
  expect(mail.text.length).toBeGreaterThan(100);
  expect(mail.html).toMatch(/<html [^>]*lang="en"/);
  for (const secret of [SAMPLE_CARD.cardNumber, SAMPLE_CARD.cvv, 'calm waters 42', ...secrets]) {
    // Whole words only: a 32-digit random hex token holds a three-digit CVV about one time in 140.
    const word = new RegExp(`(?<![0-9a-z])${escapeRegExp(secret)}(?![0-9a-z])`, 'i');
    expect(mail.html).not.toMatch(word);
    expect(mail.text).not.toMatch(word);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The VEVENTs of a calendar file, each as a map of its properties (parameters kept in the key). */
export function events(ics: string) {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r?\n([\s\S]*?)END:VEVENT/g)].map(
    (m) =>
      new Map(
        m[1]!
          .split(/\r?\n/)
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1)]),
      ),
  );
}
/** The HTML's words as a reader sees them: without React's text separators (<!-- -->), entities decoded. */
export const visible = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
export const icsDay = (iso: string) => iso.replaceAll('-', '');
