import { formatIsoDay } from '@restora/shared/domain/format';
import { conflictClaim } from '@restora/shared/domain/room-calendar';
import type { MailPayloads } from '../mail-kinds';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Note, Paragraph } from './parts';

// The answers to a partner application (docs/decisions/partners.md): an invitation when approved, the
// admin's note when declined.

type Site = { publicUrl: string };

export const partnerSubjects = {
  'partner.invitation': ({ organisationName }: { organisationName: string }) =>
    `${organisationName} is now a Restora partner`,
  'partner.application-declined': ({ businessName }: { businessName: string }) =>
    `Your partner application for ${businessName}`,
  'property.unpublished-by-operator': ({ propertyName }: { propertyName: string }) =>
    `${propertyName} is no longer shown on Restora`,
  'calendar.conflict': ({ feedName, roomTitle }: { feedName: string; roomTitle: string }) =>
    `${feedName} claims nights already booked on Restora (${roomTitle})`,
  'calendar.feed-failing': ({ feedName, roomTitle }: { feedName: string; roomTitle: string }) =>
    `Your ${feedName} calendar for ${roomTitle} has not synced for a day`,
} as const;

export function PartnerInvitation({
  publicUrl,
  name,
  organisationName,
  url,
  expiresAt,
}: Site & MailPayloads['partner.invitation']) {
  const until = formatIsoDay(expiresAt, 'long');
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Welcome to Restora"
      preview={`Your application for ${organisationName} is approved.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Good news: we have approved the application for {organisationName}. Accept the invitation below to
        open your partner console, where you will find your organisation and its properties.
      </Paragraph>
      <Action href={url}>Accept the invitation</Action>
      <Note>
        The link works once, until {until}. If the button does not work, paste this address into your browser:{' '}
        {url}
      </Note>
    </Layout>
  );
}

export function PartnerDeclined({
  publicUrl,
  name,
  businessName,
  note,
}: Site & MailPayloads['partner.application-declined']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="About your partner application"
      preview={`We cannot list ${businessName} for now.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Thank you for applying to list {businessName} on Restora. We have read your application carefully and
        cannot accept it at this time. Our partnerships team wrote:
      </Paragraph>
      <Paragraph>{note}</Paragraph>
      <Paragraph>You are welcome to apply again when things change.</Paragraph>
      <Action href={`${publicUrl}/for-partners`}>Partnering with Restora</Action>
    </Layout>
  );
}

/** The operator unpublished a property (docs/decisions/admin-moderation.md): its members hear of it. */
export function PropertyUnpublishedByOperator({
  publicUrl,
  name,
  propertyName,
}: Site & MailPayloads['property.unpublished-by-operator']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="A property is no longer shown"
      preview={`${propertyName} is out of search for now.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Our team has unpublished {propertyName}: travellers no longer find it in search or on its pages.
        Bookings already made stand. Please reply to this message if you would like to talk it over.
      </Paragraph>
      <Action href={`${publicUrl}/partner`}>Open the partner console</Action>
    </Layout>
  );
}

/**
 * An imported calendar overlaps Restora bookings (docs/decisions/calendar-sync.md): the bookings stand,
 * the partner settles it on the other channel.
 */
export function CalendarConflict({
  publicUrl,
  name,
  roomId,
  roomTitle,
  feedName,
  conflicts,
}: Site & MailPayloads['calendar.conflict']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="A calendar conflict"
      preview={`${feedName} overlaps a Restora booking.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        Your {feedName} calendar for {roomTitle} blocks nights that are already booked on Restora. The Restora
        booking stands and nothing was cancelled; please free these nights on {feedName}:
      </Paragraph>
      {conflicts.map((c) => (
        <Note key={`${c.bookingId ?? `r${c.retreatId}`}-${c.from}`}>
          {formatIsoDay(c.from, 'long')} to {formatIsoDay(c.to, 'long')} ({conflictClaim(c)})
        </Note>
      ))}
      <Action href={`${publicUrl}/partner/rooms/${roomId}/calendar`}>Open the room calendar</Action>
    </Layout>
  );
}

/** An imported calendar has failed for 24 hours: its last good nights stay blocked meanwhile. */
export function CalendarFeedFailing({
  publicUrl,
  name,
  roomId,
  roomTitle,
  feedName,
  error,
}: Site & MailPayloads['calendar.feed-failing']) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="A calendar does not sync"
      preview={`${feedName} has failed for a day.`}
    >
      <Paragraph>{greeting(name)}</Paragraph>
      <Paragraph>
        We have not been able to read your {feedName} calendar for {roomTitle} for a day. The nights it
        blocked before stay blocked, but new bookings made there do not reach Restora. The last error: {error}
      </Paragraph>
      <Action href={`${publicUrl}/partner/rooms/${roomId}/calendar`}>Check the calendar link</Action>
    </Layout>
  );
}
