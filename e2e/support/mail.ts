import { expect } from '@playwright/test';
import type { CaughtMail } from '../../apps/api/src/test/mail-catcher';

export type { CaughtMail };

/**
 * The mail the e2e server sent, as the in-process SMTP server of global-setup received and parsed it
 * (read over its small HTTP window, E2E_MAIL_URL).
 */
export async function mailbox(): Promise<CaughtMail[]> {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: global-setup starts the mail catcher');
  return (await (await fetch(`${url}/messages`)).json()) as CaughtMail[];
}

/** Waits for the newest message to `to` whose subject contains `subject`. */
export async function waitForMail(
  { to, subject }: { to: string; subject: string | RegExp },
  timeout = 15_000,
): Promise<CaughtMail> {
  const matches = (m: CaughtMail) =>
    m.to.includes(to.toLowerCase()) &&
    (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject));
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox()).filter(matches).at(-1);
        return found !== undefined;
      },
      { timeout, message: `a mail to ${to} about "${String(subject)}"` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a message that starts with `prefix` (a path on the site, e.g. '/reset-password'). */
export function linkIn(mail: CaughtMail, pathPrefix: string): string {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
