import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_DECIDED, DECLINE_NOTE_REQUIRED } from '@restora/shared/domain/partner-texts';
import { partnerApplications } from '../../db/schema/content';
import { outbox } from '../../db/schema/mail';
import { partnerInvitations, partnerOrganisations } from '../../db/schema/partners';
import { partnersKit } from '../../test/partners-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Admins decide partner applications (docs/decisions/partners.md).

let t: TestApp;
let k: Awaited<ReturnType<typeof partnersKit>>;
beforeAll(async () => {
  t = await createTestApp();
  k = await partnersKit(t);
});
afterAll(() => t.close());

/** Row counts of what a decision may write: a refused decision must leave them all as they were. */
const counts = async () => ({
  organisations: await t.db.$count(partnerOrganisations),
  invitations: await t.db.$count(partnerInvitations),
  mail: await t.db.$count(outbox),
});

describe('approving', () => {
  it('makes the organisation and a 7-day invitation, records who and when, and mails the link', async () => {
    const application = await k.apply({ organisation: 'Lakeside Wellness Lodge' });
    const res = await k.approve(application.id, 'Welcome aboard');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({
      id: application.id,
      status: 'approved',
      decisionNote: 'Welcome aboard',
      decidedBy: { id: k.admin.user.id, email: k.admin.email },
    });
    expect(Date.now() - Date.parse(body.decidedAt)).toBeLessThan(60_000);

    const [organisation] = await t.db
      .select()
      .from(partnerOrganisations)
      .where(eq(partnerOrganisations.id, body.organisationId));
    expect(organisation!.name).toBe('Lakeside Wellness Lodge');

    const [invitation] = await t.db
      .select()
      .from(partnerInvitations)
      .where(eq(partnerInvitations.organisationId, body.organisationId));
    expect(invitation).toMatchObject({
      email: application.email,
      createdBy: k.admin.user.id,
      acceptedAt: null,
    });
    const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = await k.tokenFrom(application.email, 'partner.invitation', '/partner/invitation');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    // Only the hash is kept.
    expect(invitation!.tokenHash).not.toContain(token);
    const [mail] = await k.mailTo(application.email, 'partner.invitation');
    expect(mail!.payload).toMatchObject({ name: 'Rui Costa', organisationName: 'Lakeside Wellness Lodge' });
  });

  it('answers 409 to a second decision and changes nothing', async () => {
    const application = await k.apply();
    expect((await k.approve(application.id, 'First')).status).toBe(200);
    const before = await counts();
    const [decided] = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));

    const again = await k.approve(application.id, 'Second');
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe(ALREADY_DECIDED);
    expect((await k.decline(application.id, { note: 'Changed my mind' })).status).toBe(409);

    expect(await counts()).toEqual(before);
    const [after] = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));
    expect(after).toEqual(decided);
  });

  it('decides one of two simultaneous approvals', async () => {
    const application = await k.apply();
    const before = await counts();
    const statuses = (await Promise.all([k.approve(application.id), k.approve(application.id)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await counts()).toEqual({
      organisations: before.organisations + 1,
      invitations: before.invitations + 1,
      mail: before.mail + 1,
    });
  });

  it('answers 404 for an unknown application', async () => {
    expect((await k.approve(2_000_000)).status).toBe(404);
    expect((await k.asAdmin('GET', '/api/admin/partner-applications/2000000')).status).toBe(404);
  });
});

describe('declining', () => {
  it('needs a note, and a refusal changes nothing', async () => {
    const application = await k.apply();
    const before = await counts();
    for (const body of [{}, { note: '   ' }]) {
      const res = await k.decline(application.id, body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ note: DECLINE_NOTE_REQUIRED });
    }
    expect(await counts()).toEqual(before);
    const detail = await readJson(
      await k.asAdmin('GET', `/api/admin/partner-applications/${application.id}`),
    );
    expect(detail.status).toBe('pending');
  });

  it('records the note and mails it to the applicant, without making an organisation', async () => {
    const application = await k.apply();
    const before = await counts();
    const res = await k.decline(application.id, { note: 'We only list places with overnight stays.' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'declined',
      decisionNote: 'We only list places with overnight stays.',
      decidedBy: { id: k.admin.user.id },
      organisationId: null,
    });
    const [mail] = await k.mailTo(application.email, 'partner.application-declined');
    expect(mail!.payload).toEqual({
      name: application.contactName,
      businessName: application.organisation,
      note: 'We only list places with overnight stays.',
    });
    expect(await counts()).toEqual({ ...before, mail: before.mail + 1 });
  });
});

describe('the list and the detail', () => {
  it('pages 50 at a time, newest first, filtered and counted by status', async () => {
    const fresh = await createTestApp();
    try {
      const kit = await partnersKit(fresh);
      const ids: number[] = [];
      for (let i = 0; i < 53; i++) ids.push((await kit.apply()).id);
      await kit.approve(ids[0]!);
      await kit.decline(ids[1]!, { note: 'Not for us' });

      const page = async (query: string) =>
        readJson(await kit.asAdmin('GET', `/api/admin/partner-applications?${query}`));
      const all = await page('');
      expect(all).toMatchObject({ total: 53, page: 1, pageCount: 2 });
      expect(all.items).toHaveLength(50);
      expect(all.items[0].id).toBe(ids[52]);
      const second = await page('page=2');
      expect(second.items.map((a: { id: number }) => a.id)).toEqual([ids[2], ids[1], ids[0]]);

      expect(await page('status=pending')).toMatchObject({ total: 51, pageCount: 2 });
      const approved = await page('status=approved');
      expect(approved.total).toBe(1);
      expect(approved.items[0]).toMatchObject({ id: ids[0], status: 'approved' });
      expect((await page('status=declined')).items.map((a: { id: number }) => a.id)).toEqual([ids[1]]);

      const bad = await kit.asAdmin('GET', '/api/admin/partner-applications?status=maybe');
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).error.fields.status).toBeDefined();
    } finally {
      await fresh.close();
    }
  });

  it('shows every field of one application', async () => {
    const application = await k.apply();
    const detail = await readJson(
      await k.asAdmin('GET', `/api/admin/partner-applications/${application.id}`),
    );
    const { id, ...fields } = application;
    expect(detail).toMatchObject({ id, ...fields, status: 'pending', decidedAt: null, decidedBy: null });
  });

  it('refuses visitors (401) and signed-in non-admins (403)', async () => {
    const application = await k.apply();
    const user = await registerUser(t);
    for (const [method, path, body] of [
      ['GET', '/api/admin/partner-applications', undefined],
      ['GET', `/api/admin/partner-applications/${application.id}`, undefined],
      ['POST', `/api/admin/partner-applications/${application.id}/approve`, {}],
      ['POST', `/api/admin/partner-applications/${application.id}/decline`, { note: 'No' }],
    ] as const) {
      expect((await k.asUser('', method, path, body)).status).toBe(401);
      expect((await k.asUser(user.cookie, method, path, body)).status).toBe(403);
    }
    const detail = await readJson(
      await k.asAdmin('GET', `/api/admin/partner-applications/${application.id}`),
    );
    expect(detail.status).toBe('pending');
  });
});
