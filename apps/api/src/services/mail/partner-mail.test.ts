import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { drainOutbox } from './mail-sender';
import { smtpTransport } from '../../adapters/mail-transport';
import { enqueueMail } from './outbox';

// The answers to a partner application (docs/decisions/partners.md), sent through the real sender to a
// real SMTP server and read back as a mail program would.

let t: TestApp;
let catcher: MailCatcher;
const site = { publicUrl: 'https://restora.example' };

beforeAll(async () => {
  t = await createTestApp();
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
  await t.close();
});

async function deliveredTo(to: string): Promise<CaughtMail[]> {
  await drainOutbox({
    db: t.db,
    transport: smtpTransport(catcher.url),
    site,
    from: 'Restora <hello@restora.example>',
    logger: createLogger('silent'),
  });
  return catcher.messages.filter((m) => m.to.includes(to));
}

describe('partner messages', () => {
  it('invites an approved applicant with the one link, in both versions, and says until when', async () => {
    const url = `${site.publicUrl}/partner/invitation?token=tok_${'a'.repeat(43)}`;
    await enqueueMail(t.db, {
      kind: 'partner.invitation',
      to: 'ingrid@lakeside.example',
      payload: {
        name: 'Ingrid Sol',
        organisationName: 'Lakeside Wellness Lodge',
        url,
        expiresAt: '2027-03-08T10:00:00.000Z',
      },
    });
    const [mail] = await deliveredTo('ingrid@lakeside.example');
    expect(mail!.subject).toBe('Lakeside Wellness Lodge is now a Restora partner');
    expect(mail!.links).toContain(url);
    for (const link of mail!.links) expect(link.startsWith(site.publicUrl)).toBe(true);
    expect(mail!.text).toContain('Hi Ingrid,');
    expect(mail!.text).toContain(url);
    expect(mail!.text).toContain('March 8, 2027');
    expect(mail!.html).toMatch(/<html [^>]*lang="en"/);
  });

  it("tells a declined applicant the admin's note, escaped", async () => {
    const note = 'We only list places with <b>overnight</b> stays & a spa.';
    await enqueueMail(t.db, {
      kind: 'partner.application-declined',
      to: 'rui@bluebay.example',
      payload: { name: 'Rui Costa', businessName: 'Blue Bay Retreat', note },
    });
    const [mail] = await deliveredTo('rui@bluebay.example');
    expect(mail!.subject).toBe('Your partner application for Blue Bay Retreat');
    expect(mail!.text).toContain('Hi Rui,');
    expect(mail!.text).toContain(note);
    expect(mail!.html).not.toContain('<b>overnight</b>');
    expect(mail!.links).toContain(`${site.publicUrl}/for-partners`);
  });

  it('tells the members of a conflict and of a calendar that has failed for a day (docs/decisions/calendar-sync.md)', async () => {
    await enqueueMail(
      t.db,
      {
        kind: 'calendar.conflict',
        to: 'maya@sync.example',
        payload: {
          name: 'Maya Lestari',
          roomId: 12,
          roomTitle: 'Garden Suite',
          feedName: 'Airbnb',
          conflicts: [{ from: '2027-03-08', to: '2027-03-10', bookingId: 41 }],
        },
      },
      {
        kind: 'calendar.feed-failing',
        to: 'maya@sync.example',
        payload: {
          name: 'Maya Lestari',
          roomId: 12,
          roomTitle: 'Garden Suite',
          feedName: 'Vrbo',
          error: 'No answer within 10 s.',
        },
      },
    );
    const mails = await deliveredTo('maya@sync.example');
    const conflict = mails.find((m) => m.subject.includes('claims nights'))!;
    expect(conflict.subject).toBe('Airbnb claims nights already booked on Restora (Garden Suite)');
    expect(conflict.text).toContain('booking #41');
    expect(conflict.text).toContain('March 8, 2027');
    expect(conflict.links).toContain(`${site.publicUrl}/partner/rooms/12/calendar`);
    const failing = mails.find((m) => m.subject.includes('has not synced'))!;
    expect(failing.subject).toBe('Your Vrbo calendar for Garden Suite has not synced for a day');
    expect(failing.text).toContain('No answer within 10 s.');
  });
});
