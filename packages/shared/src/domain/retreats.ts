import { addDaysIso, daysBetween } from './dates';
import type { QuizDuration } from './quiz';

// Retreats: programs on fixed dates, sold by the place, with a deposit now and the balance later
// (docs/decisions/retreats.md). Every rule here is pure and shared: the API prices and schedules with it,
// the pages show the same figures before anyone pays.

export const RETREAT_LEVELS = ['beginner', 'all', 'advanced'] as const;
export type RetreatLevel = (typeof RETREAT_LEVELS)[number];
export const RETREAT_LEVEL_LABELS: Record<RetreatLevel, string> = {
  beginner: 'Beginners',
  all: 'All levels',
  advanced: 'Advanced',
};

export const RETREAT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export type RetreatStatus = (typeof RETREAT_STATUSES)[number];

/** The least deposit a partner may ask (a lower one leaves too little to cover a late cancellation). */
export const MIN_DEPOSIT_PERCENT = 15;
export const DEFAULT_DEPOSIT_PERCENT = 25;
export const DEFAULT_BALANCE_DUE_DAYS = 30;
/** The reminder before the balance is charged, and the last day a place may stay unpaid. */
export const BALANCE_REMINDER_DAYS = 7;
export const UNPAID_CANCEL_DAYS_BEFORE_START = 7;
/** A declined balance is tried again this many days after the first try. */
export const BALANCE_RETRY_DAYS = [1, 3, 5] as const;
/** How long a freed spot is held for the first person on the waitlist. */
export const WAITLIST_HOLD_HOURS = 48;
export const RETREAT_MAX_PEOPLE = 10;
export const RETREATS_PAGE_SIZE = 12;

/**
 * The written cancellation policies a partner chooses from. Each says what a guest who cancels gets back,
 * by how many days before the start they cancel: `refundPercentOfPaid` of what they paid, less the deposit
 * when the deposit is kept.
 */
export const CANCELLATION_POLICIES = {
  flexible: {
    label: 'Flexible',
    text: 'Full refund, deposit included, until 30 days before the start; after that, the deposit is kept and the balance refunded until 14 days before.',
  },
  standard: {
    label: 'Standard',
    text: 'Deposit non-refundable; balance refunded in full until 30 days before the start, nothing after.',
  },
  strict: {
    label: 'Strict',
    text: 'Deposit non-refundable; half the balance refunded until 60 days before the start, nothing after.',
  },
} as const;
export type CancellationPolicy = keyof typeof CANCELLATION_POLICIES;
export const CANCELLATION_POLICY_KEYS = Object.keys(CANCELLATION_POLICIES) as [
  CancellationPolicy,
  ...CancellationPolicy[],
];

/**
 * What a guest cancelling on `today` gets back of what they paid (cents), under a policy. The deposit is
 * the first `depositCents` of the price; what they paid beyond it is balance. Never more than was paid.
 */
export function policyRefundCents({
  policy,
  startDate,
  today,
  depositCents,
  paidCents,
}: {
  policy: CancellationPolicy;
  startDate: string;
  today: string;
  depositCents: number;
  paidCents: number;
}): number {
  const daysBefore = daysBetween(today, startDate);
  const balancePaid = Math.max(0, paidCents - depositCents);
  let refund: number;
  if (policy === 'flexible') refund = daysBefore >= 30 ? paidCents : daysBefore >= 14 ? balancePaid : 0;
  else if (policy === 'standard') refund = daysBefore >= 30 ? balancePaid : 0;
  else refund = daysBefore >= 60 ? Math.floor(balancePaid / 2) : 0;
  return Math.min(Math.max(0, refund), paidCents);
}

export type RetreatOptionPricing = {
  priceCents: number;
  earlyBirdPriceCents: number | null;
  /** The early price holds until this day (inclusive), if set. */
  earlyBirdUntil: string | null;
  /** ...and/or for the first this many spots, if set. */
  earlyBirdSpots: number | null;
};

/** Whether the early-bird price applies on `today` with `earlyBirdTaken` places already sold at it. */
export function earlyBirdApplies(option: RetreatOptionPricing, today: string, earlyBirdTaken: number) {
  if (option.earlyBirdPriceCents === null) return false;
  if (option.earlyBirdUntil !== null && today > option.earlyBirdUntil) return false;
  if (option.earlyBirdSpots !== null && earlyBirdTaken >= option.earlyBirdSpots) return false;
  return option.earlyBirdUntil !== null || option.earlyBirdSpots !== null;
}

/**
 * The early-bird spots a booking of `people` still gets (all or none: a booking pays one price per person,
 * so a booking of 3 when 2 early spots remain pays the full price). Unlimited when only a date applies.
 */
export function earlyBirdFor(
  option: RetreatOptionPricing,
  today: string,
  earlyBirdTaken: number,
  people: number,
) {
  if (!earlyBirdApplies(option, today, earlyBirdTaken)) return false;
  return option.earlyBirdSpots === null || earlyBirdTaken + people <= option.earlyBirdSpots;
}

export type RetreatPaymentPlan = {
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  /** The day the balance is charged; null when paid in full at booking. */
  balanceDueDate: string | null;
  payInFull: boolean;
};

/** The day the balance falls due: `balanceDueDays` before the start. */
export const balanceDueDate = (startDate: string, balanceDueDays: number) =>
  addDaysIso(startDate, -balanceDueDays);

/**
 * What a booking pays and when. The deposit is the percentage of the total, rounded to the cent; the
 * balance is the rest, so the two always add up to the total. Paid in full when the partner asks no
 * deposit, or when the balance would already be due (booked inside the balance window).
 */
export function retreatPaymentPlan({
  unitPriceCents,
  people,
  depositPercent,
  startDate,
  balanceDueDays,
  today,
}: {
  unitPriceCents: number;
  people: number;
  /** Null: pay in full. */
  depositPercent: number | null;
  startDate: string;
  balanceDueDays: number;
  today: string;
}): RetreatPaymentPlan {
  const totalCents = unitPriceCents * people;
  const due = balanceDueDate(startDate, balanceDueDays);
  if (depositPercent === null || depositPercent >= 100 || today >= due)
    return { totalCents, depositCents: totalCents, balanceCents: 0, balanceDueDate: null, payInFull: true };
  const depositCents = Math.round((totalCents * depositPercent) / 100);
  return {
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    balanceDueDate: due,
    payInFull: false,
  };
}

/** Nights of a program (the days from start to end); a 3-10 March retreat is 7 nights, "8 days". */
export const retreatNights = (startDate: string, endDate: string) => daysBetween(startDate, endDate);

/** The quiz's durations, as a retreat's length falls in them (by days, start and end included). */
export function retreatLength(startDate: string, endDate: string): QuizDuration {
  const days = retreatNights(startDate, endDate) + 1;
  if (days <= 3) return 'weekend';
  if (days <= 5) return 'long_weekend';
  if (days <= 9) return 'week';
  return '10_plus';
}

export const RETREAT_LENGTH_LABELS: Record<QuizDuration, string> = {
  weekend: 'Weekend (2-3 days)',
  long_weekend: 'Long weekend (4-5 days)',
  week: 'A week (6-9 days)',
  '10_plus': '10 days or more',
};

/** The days range of each length, for the search's SQL (inclusive bounds, in days). */
export const RETREAT_LENGTH_DAYS: Record<QuizDuration, [number, number]> = {
  weekend: [1, 3],
  long_weekend: [4, 5],
  week: [6, 9],
  '10_plus': [10, 366],
};

export const spotsLeftText = (spots: number) =>
  spots <= 0 ? 'Full' : spots === 1 ? '1 spot left' : `${spots} spots left`;

export const RETREAT_TEXTS = {
  notFound: 'Retreat not found',
  full: 'This option is full. Join the waitlist to be offered the next free spot.',
  notEnoughSpots: (left: number) =>
    left <= 0 ? 'This option is full.' : `Only ${left} ${left === 1 ? 'spot is' : 'spots are'} left.`,
  notBookable: 'This retreat is not open for booking.',
  balancePaid: 'The balance of this booking is already paid.',
  /** Updating the kept card (docs/decisions/retreats.md, "Updating the card"). */
  noBalanceDue: 'There is no balance left to pay on this booking, so its card cannot be changed.',
  updateCard: 'Update card',
  saveCard: 'Save card',
  cardUpdatedTitle: 'Card updated',
  cardUpdated: (brand: string, last4: string) =>
    `We'll charge the balance to ${brand} ending ${last4}. Nothing was charged now.`,
  notCancellable: 'This booking cannot be cancelled.',
  waitlistJoined: "You're on the waitlist. We'll e-mail you when a spot is free.",
  alreadyWaiting: 'You are already on the waitlist of this option.',
  offerExpired: 'This offer has expired.',
  publishedLocked: 'A published retreat keeps its dates and options; cancel it to change them.',
} as const;
