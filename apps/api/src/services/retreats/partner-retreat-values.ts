import { asc, eq } from 'drizzle-orm';
import type { retreatInputSchema } from '@restora/shared/contracts/partner-retreats';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { retreatOptions } from '../../db/schema/retreats';
import { stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';

// The retreat form's values as rows (docs/decisions/retreats-partner-console.md).

export type RetreatFormInput = z.output<typeof retreatInputSchema>;

export const ROOM_NOT_OF_PROPERTY = 'Choose a room of this property';
/** The art a retreat shows when its property's rooms have no picture yet. */
export const DEFAULT_RETREAT_IMAGE = '/images/stays/stay-01.svg';

/** The retreat's own columns: everything but its property, options and bookkeeping (any status may change them). */
export const retreatTexts = (input: RetreatFormInput) => ({
  title: input.title,
  summary: input.summary,
  description: input.description,
  program: input.program,
  checkInTime: input.checkInTime,
  checkOutTime: input.checkOutTime,
  included: input.included,
  notIncluded: input.notIncluded,
  level: input.level,
  language: input.language,
  features: [...new Set(input.features)],
  facilitators: input.facilitators.map((f) => ({
    name: f.name,
    bio: f.bio,
    imageUrl: null,
    photoId: f.photoId,
  })),
  // How guests book: left out of a save, unchanged (a new retreat is instant); new bookings follow it.
  ...(input.bookingMode ? { bookingMode: input.bookingMode } : {}),
});

/** What a draft may change on top of the texts: dates, money terms. */
export const retreatTerms = (input: RetreatFormInput) => ({
  startDate: input.startDate,
  endDate: input.endDate,
  depositPercent: input.depositPercent,
  balanceDueDays: input.balanceDueDays,
  cancellationPolicy: input.cancellationPolicy,
});

export const optionValues = (retreatId: number, input: RetreatFormInput) =>
  input.options.map((o, position) => ({
    retreatId,
    position,
    name: o.name,
    description: o.description,
    priceCents: o.priceCents,
    spots: o.spots,
    earlyBirdPriceCents: o.earlyBirdPriceCents,
    earlyBirdUntil: o.earlyBirdUntil,
    earlyBirdSpots: o.earlyBirdSpots,
    roomId: o.roomId,
  }));

/** The property's rooms, checked against the options' rooms: one of another property is a 400 on its field. */
export async function checkOptionRooms(db: Database, propertyId: number, input: RetreatFormInput) {
  const rooms = await db
    .select({ id: stayRooms.id, title: stayRooms.title, images: stayRooms.images })
    .from(stayRooms)
    .where(eq(stayRooms.propertyId, propertyId))
    .orderBy(asc(stayRooms.id));
  const ids = new Set(rooms.map((r) => r.id));
  const fields: Record<string, string> = {};
  input.options.forEach((o, i) => {
    if (o.roomId !== null && !ids.has(o.roomId)) fields[`options.${i}.roomId`] = ROOM_NOT_OF_PROPERTY;
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', ROOM_NOT_OF_PROPERTY, fields);
  return rooms;
}

/** The property's first picture (of its first room that has one), or the default art. */
export const firstImage = (rooms: { images: string[] }[]) =>
  rooms.find((r) => r.images.length > 0)?.images[0] ?? DEFAULT_RETREAT_IMAGE;

export const deleteOptions = (tx: Database, retreatId: number) =>
  tx.delete(retreatOptions).where(eq(retreatOptions.retreatId, retreatId));
