import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { formatIsoDay } from '@restora/shared/domain/format';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import { bookings } from '../../db/schema/bookings';
import { properties, stayRooms } from '../../db/schema/stays';
import { day } from '../../test/fixtures';
import { readJson, registerUser } from '../../test/test-app';
import { events, expectWellFormed, icsDay, mailTestKit, site, visible } from '../../test/mail-kit';

// What each message says, sent through the real sender to a real SMTP server and read back as a mail
// program would (test/mail-kit.ts).

const kit = mailTestKit();

describe('booking messages', () => {
  it('confirms a stay with what, when, where, the prices as charged, the link and a calendar file', async () => {
    const { cookie, email } = await registerUser(kit.t, { name: 'Maya Lind' });
    const [room] = await kit.t.db
      .select({ room: stayRooms, property: properties })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .orderBy(asc(stayRooms.id))
      .limit(1);
    const res = await kit.post('/api/bookings/stays', cookie, {
      roomId: room!.room.id,
      checkIn: day(20),
      checkOut: day(23),
      guests: 2,
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const [booking] = (await readJson(res)).bookings;
    const [stored] = await kit.t.db.select().from(bookings).where(eq(bookings.id, booking.id));

    const [mail, ...more] = await kit.deliveredTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your stay at ${room!.property.name} is confirmed`);
    expectWellFormed(mail!);
    for (const version of [visible(mail!.html), mail!.text]) {
      expect(version).toContain('Hi Maya,');
      expect(version).toContain(`#${booking.id}`);
      expect(version).toContain(room!.room.title);
      expect(version).toContain(formatIsoDay(day(20), 'weekday'));
      expect(version).toContain(formatIsoDay(day(23), 'weekday'));
      expect(version).toContain('3 nights');
      expect(version).toContain('2 guests');
      expect(version).toContain(room!.property.city);
      for (const line of stored!.lines) {
        expect(version).toContain(line.label);
        expect(version).toContain(formatUsd(line.amountCents));
      }
      expect(version).toContain(formatUsd(stored!.totalCents));
    }
    expect(mail!.links).toContain(`${site.publicUrl}/dashboard`);
    expect(mail!.text).toContain(`${site.publicUrl}/dashboard`);

    expect(mail!.attachments).toHaveLength(1);
    const [calendar] = mail!.attachments;
    expect(calendar!.filename).toBe(`restora-booking-${booking.id}.ics`);
    expect(calendar!.contentType).toBe('text/calendar');
    expect(calendar!.content).toMatch(/^BEGIN:VCALENDAR\r?\nVERSION:2\.0/);
    const [checkIn, checkOut, ...rest] = events(calendar!.content);
    expect(rest).toEqual([]);
    expect(checkIn!.get('SUMMARY')).toBe(`Check-in: ${room!.property.name}`);
    expect(checkIn!.get('DTSTART;VALUE=DATE')).toBe(icsDay(day(20)));
    expect(checkIn!.get('DTEND;VALUE=DATE')).toBe(icsDay(day(21)));
    expect(checkOut!.get('SUMMARY')).toBe(`Check-out: ${room!.property.name}`);
    expect(checkOut!.get('DTSTART;VALUE=DATE')).toBe(icsDay(day(23)));
    for (const event of [checkIn!, checkOut!]) {
      expect(event.get('LOCATION')).toContain(room!.property.city);
      expect(event.get('GEO')).toBe(`${room!.property.latitude};${room!.property.longitude}`);
      expect(event.get('UID')).toMatch(
        new RegExp(`^booking-${booking.id}-check-(in|out)@restora\\.example$`),
      );
    }
  });

  it('confirms services paid together in one message with one calendar event per date', async () => {
    const { cookie, email } = await registerUser(kit.t);
    const [a, b] = (await readJson(await kit.t.request('/api/services'))).items;
    const res = await kit.post('/api/bookings/services', cookie, {
      items: [
        { serviceId: a.id, date: day(5) },
        { serviceId: b.id, date: day(6) },
      ],
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const [mail, ...more] = await kit.deliveredTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your 2 wellness services are confirmed');
    expectWellFormed(mail!);
    expect(mail!.text).toContain(a.title);
    expect(mail!.text).toContain(b.title);
    expect(mail!.text).toContain(formatUsd(a.priceCents + b.priceCents));
    const dated = events(mail!.attachments[0]!.content);
    expect(dated.map((e) => [e.get('SUMMARY'), e.get('DTSTART;VALUE=DATE')])).toEqual([
      [a.title, icsDay(day(5))],
      [b.title, icsDay(day(6))],
    ]);
  });

  it('tells of a cancelled stay, with what was booked and paid, and no calendar file', async () => {
    const { cookie, email } = await registerUser(kit.t);
    const [room] = await kit.t.db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .orderBy(asc(stayRooms.id))
      .limit(2)
      .offset(1);
    const made = await readJson(
      await kit.post('/api/bookings/stays', cookie, {
        roomId: room!.id,
        checkIn: day(40),
        checkOut: day(42),
        guests: 1,
        card: SAMPLE_CARD,
      }),
    );
    const id = made.bookings[0].id;
    expect((await kit.post(`/api/bookings/${id}/cancel`, cookie)).status).toBe(200);
    const delivered = await kit.deliveredTo(email);
    expect(delivered.map((m) => m.subject.replace(/^Your stay at .+ is /, '')).sort()).toEqual([
      'cancelled',
      'confirmed',
    ]);
    const cancelled = delivered.find((m) => m.subject.endsWith('cancelled'));
    expectWellFormed(cancelled!);
    expect(cancelled!.text).toContain(`booking #${id}`);
    expect(cancelled!.text).toContain(formatIsoDay(day(40), 'weekday'));
    expect(cancelled!.attachments).toEqual([]);
    const [booking] = await kit.t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(cancelled!.text).toContain(`Refunded in full: ${formatUsd(booking!.totalCents)}`);
  });
});
