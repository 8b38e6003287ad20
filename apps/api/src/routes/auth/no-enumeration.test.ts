import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_SENT, LINK_EXPIRED, RESET_LINK_SENT } from '@restora/shared/domain/account-texts';
import { user, verification } from '../../db/schema/auth';
import { outbox } from '../../db/schema/mail';
import { settleAfterAnswer } from '../../services/jobs/after-answer';
import { accountKit } from '../../test/account-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Sign-up, forgot-password and change of e-mail answer an address that has an account as they answer one
// that has none: same status, body and headers, and the mail that differs is written after the answer
// (docs/decisions/account-recovery.md, "No account enumeration").

const PUBLIC_URL = 'https://restora.example';
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ baseURL: PUBLIC_URL, logLines });
});
afterAll(() => t.close());

const { mailTo, sessionOf, signIn, asUser } = accountKit(() => t, PUBLIC_URL);

/**
 * A response's headers, but for the request id (always its own) and the length (the body repeats the
 * address asked for, whose length differs).
 */
const headersOf = (res: Response) =>
  [...res.headers].filter(([name]) => !['x-request-id', 'content-length'].includes(name));

/** The outbox refuses to write mail of `kind` for the rest of `run`, as a failing database would. */
async function withMailRefused(kind: string, run: () => Promise<void>) {
  await t.db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
    begin
      if new.kind = ${sql.raw(`'${kind}'`)} then raise exception 'mail write refused by the test'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`create trigger refuse_mail before insert on outbox
    for each row execute function refuse_mail()`);
  try {
    await run();
    await settleAfterAnswer();
  } finally {
    await t.db.execute(sql`drop trigger refuse_mail on outbox`);
    await t.db.execute(sql`drop function refuse_mail()`);
  }
}

const failuresLogged = () => logLines.filter((line) => line.includes('work after the answer failed')).length;

describe('sign-up', () => {
  it('answers a registered address exactly as a new one, opens no session, and tells the owner', async () => {
    const owner = await registerUser(t, { name: 'Olga Owner' });
    const accounts = await t.db.$count(user);
    const fresh = await t.postJson('/api/auth/sign-up', {
      name: 'New Person',
      email: 'new-person@example.com',
      password: 'another long one',
    });
    const again = await t.postJson('/api/auth/sign-up', {
      name: 'Someone Else',
      email: owner.email,
      password: 'another long one',
    });
    expect(again.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(await readJson(again)).toEqual({ status: 'check-email', email: owner.email });
    expect(await readJson(fresh)).toEqual({ status: 'check-email', email: 'new-person@example.com' });
    expect(headersOf(again)).toEqual(headersOf(fresh));
    expect(again.headers.getSetCookie()).toEqual([]);

    // The owner is told; the account keeps its name and password, and gets no new link.
    const [notice] = await mailTo(owner.email, 'account.sign-up-attempt');
    expect(notice!.payload).toEqual({ name: 'Olga Owner' });
    expect(await mailTo(owner.email, 'account.verify-email')).toHaveLength(1);
    expect(await t.db.$count(user)).toBe(accounts + 1);
    expect((await signIn(owner.email, 'another long one')).status).toBe(401);
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect(await sessionOf(owner.cookie)).toMatchObject({ name: 'Olga Owner', email: owner.email });
  });

  it('tells an owner no more often than the per-account mail limit, and answers the same past it', async () => {
    const limited = await createTestApp({
      rateLimits: { accountMailAccount: { max: 2, windowSeconds: 3600 } },
    });
    try {
      const owner = await registerUser(limited);
      for (let i = 0; i < 4; i++) {
        const res = await limited.postJson('/api/auth/sign-up', {
          name: 'Try Again',
          email: owner.email,
          password: `another try ${i}9`,
        });
        expect(res.status).toBe(201);
      }
      await settleAfterAnswer();
      const notices = await limited.db.$count(
        outbox,
        and(eq(outbox.kind, 'account.sign-up-attempt'), eq(outbox.recipient, owner.email)),
      );
      expect(notices).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('writes the mail after the answer: when writing it fails, both still answer 201 and it is logged', async () => {
    const owner = await registerUser(t);
    const before = failuresLogged();
    await withMailRefused('account.verify-email', async () => {
      const res = await t.postJson('/api/auth/sign-up', {
        name: 'Unlucky Newcomer',
        email: 'unlucky@example.com',
        password: 'no mail for me 5',
      });
      expect(res.status).toBe(201);
    });
    await withMailRefused('account.sign-up-attempt', async () => {
      const res = await t.postJson('/api/auth/sign-up', {
        name: 'Someone Else',
        email: owner.email,
        password: 'no mail for me 5',
      });
      expect(res.status).toBe(201);
    });
    expect(failuresLogged()).toBe(before + 2);
    // Without its mail, the new account signs in with its password and asks for a link from /profile.
    expect((await signIn('unlucky@example.com', 'no mail for me 5')).status).toBe(200);
  });
});

describe('forgot password', () => {
  it("answers before the account's link is made: a failing mail write changes nothing in the answer", async () => {
    const { email } = await registerUser(t);
    const before = failuresLogged();
    const links = await t.db.$count(verification);
    let known: Response | undefined;
    let unknown: Response | undefined;
    await withMailRefused('account.reset-password', async () => {
      known = await t.postJson('/api/auth/forgot-password', { email });
      unknown = await t.postJson('/api/auth/forgot-password', { email: 'nobody-at-all@example.com' });
    });
    for (const res of [known!, unknown!]) {
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ message: RESET_LINK_SENT });
    }
    expect(headersOf(known!)).toEqual(headersOf(unknown!));
    expect(failuresLogged()).toBe(before + 1);
    // The link was made in the mail's transaction, so none was left without its message.
    expect(await t.db.$count(verification)).toBe(links);
  });
});

describe('change of e-mail', () => {
  it('answers a taken address as a free one; its holder gets a notice without a link, and nothing moves', async () => {
    const me = await registerUser(t, { name: 'Mika Mover' });
    const holder = await registerUser(t, { name: 'Hana Holder' });
    const links = await t.db.$count(verification);
    const free = await asUser(me.cookie, 'POST', '/api/profile/email', {
      newEmail: 'mika-free@example.org',
      password: me.password,
    });
    const taken = await asUser(me.cookie, 'POST', '/api/profile/email', {
      newEmail: holder.email,
      password: me.password,
    });
    for (const res of [free, taken]) {
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ message: EMAIL_CHANGE_SENT });
    }
    expect(headersOf(taken)).toEqual(headersOf(free));

    expect(await mailTo(holder.email, 'account.change-email')).toEqual([]);
    const [notice] = await mailTo(holder.email, 'account.email-in-use');
    expect(notice!.payload).toEqual({ name: 'Hana Holder' });
    expect(await mailTo('mika-free@example.org', 'account.change-email')).toHaveLength(1);
    // One link, for the free address.
    expect(await t.db.$count(verification)).toBe(links + 1);

    const forged = await t.postJson('/api/auth/confirm-email-change', { token: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    expect((await readJson(forged)).error.fields).toEqual({ token: LINK_EXPIRED });
    expect(await sessionOf(me.cookie)).toMatchObject({ email: me.email });
    expect(await sessionOf(holder.cookie)).toMatchObject({ email: holder.email, name: 'Hana Holder' });
  });
});
