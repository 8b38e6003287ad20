import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../db/schema/mail';
import { settleAfterAnswer } from '../services/jobs/after-answer';
import type { MailKind } from '../services/mail/mail-kinds';
import { readJson, type TestApp } from './test-app';

/** What the account tests ask of the app: the mail it wrote, sessions, and requests as a user. */
export function accountKit(t: () => TestApp, publicUrl: string) {
  /** The messages written to the outbox for `to`, newest first, once the mail of the answers so far is written. */
  const mailTo = async (to: string, kind?: MailKind) => {
    await settleAfterAnswer();
    return t()
      .db.select()
      .from(outbox)
      .where(kind ? and(eq(outbox.recipient, to), eq(outbox.kind, kind)) : eq(outbox.recipient, to))
      .orderBy(desc(outbox.id));
  };

  /** The one-time token in the newest `kind` message to `to`, checking where its link points. */
  const tokenFrom = async (to: string, kind: MailKind, page: string) => {
    const [mail] = await mailTo(to, kind);
    expect(mail, `no ${kind} mail to ${to}`).toBeDefined();
    const url = new URL(String((mail!.payload as { url: string }).url));
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}${page}`);
    return url.searchParams.get('token')!;
  };

  const sessionOf = async (cookie: string) =>
    (await readJson(await t().request('/api/auth/session', { headers: { cookie } }))).user;
  const signIn = (email: string, password: string) => t().postJson('/api/auth/sign-in', { email, password });
  const asUser = (cookie: string, method: string, path: string, body?: unknown) =>
    t().request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return { mailTo, tokenFrom, sessionOf, signIn, asUser };
}
