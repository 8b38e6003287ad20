import { createEvents } from 'ics';
import { and, eq, sql } from 'drizzle-orm';
import { formatIsoDay } from '@restora/shared/domain/format';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '@restora/shared/domain/retreats';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { payments } from '../../../db/schema/payments';
import { refunds } from '../../../db/schema/refunds';
import { retreatBookings, retreatOptions, retreats, retreatWaitlist } from '../../../db/schema/retreats';
import { properties } from '../../../db/schema/stays';
import type { MailAttachment } from '../compose-mail';
import type { MailPayloads } from '../mail-kinds';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Details, Note, Paragraph } from './parts';

// The messages of a retreat place (docs/decisions/retreats.md): booked, the balance's reminder, paid or
// declined, cancelled, and a waitlist's offer. Amounts as stored on the place; names as they are now.

export type RetreatPlaceDetails = {
  id: number;
  guestName: string | null;
  title: string;
  program: string;
  startDate: string;
  endDate: string;
  place: string;
  option: string;
  people: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  balanceDueDate: string | null;
  balanceStatus: string;
  balanceNextTryOn: string | null;
  paidCents: number;
  refundDueCents: number | null;
  refundedCents: number;
  policy: CancellationPolicy;
  card: string | null;
  reason: string | null;
};

export async function loadRetreatPlace(db: Database, id: number): Promise<RetreatPlaceDetails> {
  const [row] = await db
    .select({
      b: retreatBookings,
      guestName: user.name,
      title: retreats.title,
      program: retreats.program,
      startDate: retreats.startDate,
      endDate: retreats.endDate,
      policy: retreats.cancellationPolicy,
      propertyName: properties.name,
      city: properties.city,
      country: properties.country,
      option: retreatOptions.name,
      paidCents: sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments}
        where ${payments.status} = 'succeeded' and ${payments.id} in (${retreatBookings.depositPaymentId}, ${retreatBookings.balancePaymentId}))`,
      refundedCents: sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds}
        where ${refunds.retreatBookingId} = ${retreatBookings.id} and ${refunds.status} <> 'failed')`,
    })
    .from(retreatBookings)
    .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
    .innerJoin(retreatOptions, eq(retreatOptions.id, retreatBookings.optionId))
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .leftJoin(user, eq(user.id, retreatBookings.userId))
    .where(eq(retreatBookings.id, id));
  if (!row) throw new Error(`retreat place ${id} is gone`);
  const { b } = row;
  return {
    id,
    guestName: row.guestName,
    title: row.title,
    program: row.program,
    startDate: row.startDate,
    endDate: row.endDate,
    place: `${row.propertyName}, ${row.city}, ${row.country}`,
    option: row.option,
    people: b.people,
    totalCents: b.totalCents,
    depositCents: b.depositCents,
    balanceCents: b.balanceCents,
    balanceDueDate: b.balanceDueDate,
    balanceStatus: b.balanceStatus,
    balanceNextTryOn: b.balanceNextTryOn,
    paidCents: Number(row.paidCents),
    refundDueCents: b.refundDueCents,
    refundedCents: Number(row.refundedCents),
    policy: row.policy,
    card: b.cardLast4 ? `${b.cardBrand ?? 'Card'} ending ${b.cardLast4}` : null,
    reason: b.cancellationReason,
  };
}

export async function loadWaitlistOffer(db: Database, id: number) {
  const [row] = await db
    .select({
      entry: retreatWaitlist,
      guestName: user.name,
      title: retreats.title,
      startDate: retreats.startDate,
      endDate: retreats.endDate,
      option: retreatOptions.name,
    })
    .from(retreatWaitlist)
    .innerJoin(retreats, eq(retreats.id, retreatWaitlist.retreatId))
    .innerJoin(retreatOptions, eq(retreatOptions.id, retreatWaitlist.optionId))
    .leftJoin(user, eq(user.id, retreatWaitlist.userId))
    .where(and(eq(retreatWaitlist.id, id)));
  if (!row) throw new Error(`waitlist entry ${id} is gone`);
  return row;
}

const dates = (p: { startDate: string; endDate: string }) =>
  `${formatIsoDay(p.startDate)} to ${formatIsoDay(p.endDate)}`;

/** The program's days as one all-day event (DTEND the morning after the last day). */
export function retreatCalendar(p: RetreatPlaceDetails, publicUrl: string): MailAttachment {
  const host = new URL(publicUrl).hostname;
  const day = (iso: string, plus = 0) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + plus);
    return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as [number, number, number];
  };
  const { error, value } = createEvents(
    [
      {
        uid: `retreat-place-${p.id}@${host}`,
        title: p.title,
        start: day(p.startDate),
        end: day(p.endDate, 1),
        status: 'CONFIRMED',
        location: p.place,
        url: `${publicUrl}/dashboard`,
        description: `Restora retreat place #${p.id}: ${p.option}, ${p.people} ${p.people === 1 ? 'person' : 'people'}.`,
      },
    ],
    { productId: '-//Restora//Retreats//EN', method: 'PUBLISH', calName: 'Restora' },
  );
  if (error || !value) throw error ?? new Error('the calendar file came out empty');
  return {
    filename: `restora-retreat-${p.id}.ics`,
    content: value,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

type Kind = keyof Pick<
  MailPayloads,
  | 'retreat.booked'
  | 'retreat.balance-reminder'
  | 'retreat.balance-paid'
  | 'retreat.balance-declined'
  | 'retreat.cancelled'
>;

const CANCELLED_BY = {
  guest: 'You cancelled your place.',
  partner: 'The host has cancelled this retreat.',
  operator: 'Restora has cancelled your place.',
  unpaid: 'The balance was still unpaid a week before the start, so your place has been cancelled.',
} as const;

export function retreatSubject(kind: Kind, p: RetreatPlaceDetails): string {
  switch (kind) {
    case 'retreat.booked':
      return `You're booked: ${p.title}`;
    case 'retreat.balance-reminder':
      return `Your balance of ${formatUsd(p.balanceCents)} for ${p.title} is due on ${formatIsoDay(p.balanceDueDate ?? p.startDate)}`;
    case 'retreat.balance-paid':
      return `Balance paid: ${p.title}`;
    case 'retreat.balance-declined':
      return `Action needed: the balance for ${p.title} was declined`;
    case 'retreat.cancelled':
      return `Your place on ${p.title} is cancelled`;
  }
}

export function RetreatPlaceMail({
  kind,
  by,
  place: p,
  publicUrl,
}: {
  kind: Kind;
  by?: keyof typeof CANCELLED_BY;
  place: RetreatPlaceDetails;
  publicUrl: string;
}) {
  const heading = {
    'retreat.booked': 'Your retreat is booked',
    'retreat.balance-reminder': 'Your balance is due soon',
    'retreat.balance-paid': 'Your balance is paid',
    'retreat.balance-declined': 'Your balance payment was declined',
    'retreat.cancelled': 'Your place is cancelled',
  }[kind];
  const rows: [string, string][] = [
    ['Retreat', p.title],
    ['Dates', dates(p)],
    ['Where', p.place],
    ['Room option', `${p.option}, ${p.people} ${p.people === 1 ? 'person' : 'people'}`],
    ['Total', formatUsd(p.totalCents)],
    ['Paid so far', formatUsd(p.paidCents)],
  ];
  if (p.balanceCents > 0 && p.balanceStatus !== 'paid' && kind !== 'retreat.cancelled')
    rows.push([
      'Balance',
      `${formatUsd(p.balanceCents)} on ${formatIsoDay(p.balanceDueDate ?? p.startDate)}`,
    ]);
  return (
    <Layout publicUrl={publicUrl} heading={heading} preview={`${p.title}, ${dates(p)}`}>
      <Paragraph>{greeting(p.guestName)}</Paragraph>
      {kind === 'retreat.booked' ? (
        <Paragraph>
          {p.balanceCents > 0
            ? `Your deposit of ${formatUsd(p.depositCents)} is paid. The balance of ${formatUsd(p.balanceCents)} will be charged to ${p.card ?? 'your card'} on ${formatIsoDay(p.balanceDueDate ?? p.startDate)}; we will remind you a week before.`
            : `You have paid ${formatUsd(p.totalCents)} in full.`}
        </Paragraph>
      ) : null}
      {kind === 'retreat.balance-reminder' ? (
        <Paragraph>
          {`The balance of ${formatUsd(p.balanceCents)} will be charged to ${p.card ?? 'your card'} on ${formatIsoDay(p.balanceDueDate ?? p.startDate)}. You can pay it now, or update the card it will be charged to, from your dashboard.`}
        </Paragraph>
      ) : null}
      {kind === 'retreat.balance-paid' ? (
        <Paragraph>{`We have charged the balance of ${formatUsd(p.balanceCents)}. Your place is paid in full.`}</Paragraph>
      ) : null}
      {kind === 'retreat.balance-declined' ? (
        <Paragraph>
          {`We could not charge the balance of ${formatUsd(p.balanceCents)} to ${p.card ?? 'your card'}. Please update your card on your dashboard.`}
          {p.balanceNextTryOn ? ` We will try again on ${formatIsoDay(p.balanceNextTryOn)}.` : ''}
          {` A place still unpaid a week before the start is cancelled.`}
        </Paragraph>
      ) : null}
      {kind === 'retreat.cancelled' ? (
        <Paragraph>
          {CANCELLED_BY[by ?? 'guest']}
          {(p.refundDueCents ?? 0) > 0
            ? ` ${formatUsd(p.refundDueCents ?? 0)} goes back to the card you paid with; your bank may take a few days to show it.`
            : ' Under the cancellation policy, nothing is refunded.'}
          {p.reason && by !== 'unpaid' ? ` Reason: ${p.reason}` : ''}
        </Paragraph>
      ) : null}
      <Details rows={rows} />
      {kind === 'retreat.booked' ? (
        <Note>{`Cancellation policy: ${CANCELLATION_POLICIES[p.policy].text}`}</Note>
      ) : null}
      {kind === 'retreat.booked' ? (
        <Note>{p.program.length > 1500 ? `${p.program.slice(0, 1500)}…` : p.program}</Note>
      ) : null}
      <Action href={`${publicUrl}/dashboard`}>Open your dashboard</Action>
    </Layout>
  );
}

export function WaitlistOfferMail({
  offer,
  publicUrl,
}: {
  offer: Awaited<ReturnType<typeof loadWaitlistOffer>>;
  publicUrl: string;
}) {
  const until = offer.entry.offerExpiresAt;
  return (
    <Layout
      publicUrl={publicUrl}
      heading="A spot is free for you"
      preview={`${offer.title}: a spot is held for you`}
    >
      <Paragraph>{greeting(offer.guestName)}</Paragraph>
      <Paragraph>
        {`A spot in ${offer.option} on ${offer.title} (${dates(offer)}) is free, and we are holding it for you${until ? ` until ${until.toUTCString()}` : ''}. After that it goes to the next person on the waitlist.`}
      </Paragraph>
      <Action href={`${publicUrl}/retreats/${offer.entry.retreatId}`}>Book your spot</Action>
    </Layout>
  );
}

export const waitlistOfferSubject = (offer: Awaited<ReturnType<typeof loadWaitlistOffer>>) =>
  `A spot is free on ${offer.title}`;
