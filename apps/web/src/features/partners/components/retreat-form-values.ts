import type { PartnerRetreat, retreatInputSchema } from '@restora/shared/contracts/partner-retreats';
import type { BookingMode } from '@restora/shared/domain/booking-requests';
import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from '@restora/shared/domain/retreats';
import type { z } from 'zod';
import { centsToDollars, dollarsToCents } from '@/lib/format';

// The retreat form's values as typed (docs/decisions/retreats-partner-console.md): numbers and money are
// text, money in dollars; `formToInput` makes the API's values of them for the shared contract to check.

export type RetreatOptionValues = {
  name: string;
  description: string;
  priceCents: string;
  spots: string;
  earlyBirdPriceCents: string;
  earlyBirdUntil: string;
  earlyBirdSpots: string;
  roomId: string;
};

export type RetreatFormValues = {
  propertyId: string;
  title: string;
  summary: string;
  description: string;
  program: string;
  startDate: string;
  endDate: string;
  checkInTime: string;
  checkOutTime: string;
  included: string;
  notIncluded: string;
  level: string;
  language: string;
  features: string[];
  /** `photoId`: one of the retreat's photos as their portrait, '' for none. */
  facilitators: { name: string; bio: string; photoId: string }[];
  options: RetreatOptionValues[];
  payInFull: boolean;
  depositPercent: string;
  balanceDueDays: string;
  cancellationPolicy: string;
  /** Instant, or on request: the host accepts or declines each place (docs/decisions/request-to-book.md). */
  bookingMode: BookingMode;
};

export type RetreatFormOutput = z.output<typeof retreatInputSchema>;

export const emptyOption = (): RetreatOptionValues => ({
  name: '',
  description: '',
  priceCents: '',
  spots: '',
  earlyBirdPriceCents: '',
  earlyBirdUntil: '',
  earlyBirdSpots: '',
  roomId: '',
});

export const emptyRetreat = (propertyId = ''): RetreatFormValues => ({
  propertyId,
  title: '',
  summary: '',
  description: '',
  program: '',
  startDate: '',
  endDate: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  included: '',
  notIncluded: '',
  level: 'all',
  language: 'English',
  features: [],
  facilitators: [],
  options: [emptyOption()],
  payInFull: false,
  depositPercent: String(DEFAULT_DEPOSIT_PERCENT),
  balanceDueDays: String(DEFAULT_BALANCE_DUE_DAYS),
  cancellationPolicy: '',
  bookingMode: 'instant',
});

const text = (n: number | null) => (n === null ? '' : String(n));
const money = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));

/** A saved retreat as its form shows it. */
export const retreatToForm = (r: PartnerRetreat): RetreatFormValues => ({
  propertyId: String(r.propertyId),
  title: r.title,
  summary: r.summary,
  description: r.description,
  program: r.program,
  startDate: r.startDate,
  endDate: r.endDate,
  checkInTime: r.checkInTime,
  checkOutTime: r.checkOutTime,
  included: r.included,
  notIncluded: r.notIncluded,
  level: r.level,
  language: r.language,
  features: [...r.features],
  facilitators: r.facilitators.map((f) => ({ name: f.name, bio: f.bio, photoId: text(f.photoId) })),
  options: r.options.map((o) => ({
    name: o.name,
    description: o.description,
    priceCents: money(o.priceCents),
    spots: String(o.spots),
    earlyBirdPriceCents: money(o.earlyBirdPriceCents),
    earlyBirdUntil: o.earlyBirdUntil ?? '',
    earlyBirdSpots: text(o.earlyBirdSpots),
    roomId: text(o.roomId),
  })),
  payInFull: r.depositPercent === null,
  depositPercent: text(r.depositPercent ?? null) || String(DEFAULT_DEPOSIT_PERCENT),
  balanceDueDays: String(r.balanceDueDays),
  cancellationPolicy: r.cancellationPolicy,
  bookingMode: r.bookingMode,
});

/** A number as typed; empty or not a number is NaN, which the contract names as missing. */
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));
const optionalNum = (s: string) => (s.trim() === '' ? null : Number(s.trim()));
const optionalMoney = (s: string) => (s.trim() === '' ? null : dollarsToCents(s));
const orUndefined = (s: string) => (s === '' ? undefined : s);

/** The API's values of the form, for the shared contract to check and the server to take. */
export const formToInput = (v: RetreatFormValues) => ({
  propertyId: num(v.propertyId),
  title: v.title,
  summary: v.summary,
  description: v.description,
  program: v.program,
  startDate: v.startDate,
  endDate: v.endDate,
  checkInTime: v.checkInTime,
  checkOutTime: v.checkOutTime,
  included: v.included,
  notIncluded: v.notIncluded,
  level: orUndefined(v.level),
  language: v.language,
  features: v.features,
  facilitators: v.facilitators.map((f) => ({ name: f.name, bio: f.bio, photoId: optionalNum(f.photoId) })),
  options: v.options.map((o) => ({
    name: o.name,
    description: o.description,
    priceCents: dollarsToCents(o.priceCents),
    spots: num(o.spots),
    earlyBirdPriceCents: optionalMoney(o.earlyBirdPriceCents),
    earlyBirdUntil: o.earlyBirdUntil === '' ? null : o.earlyBirdUntil,
    earlyBirdSpots: optionalNum(o.earlyBirdSpots),
    roomId: optionalNum(o.roomId),
  })),
  depositPercent: v.payInFull ? null : num(v.depositPercent),
  balanceDueDays: num(v.balanceDueDays),
  cancellationPolicy: orUndefined(v.cancellationPolicy),
  bookingMode: v.bookingMode,
});
