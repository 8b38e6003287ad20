import { formatIsoDay } from '@restora/shared/domain/format';
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
