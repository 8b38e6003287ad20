import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { colors, fonts, small } from './theme';

export type LayoutProps = {
  /** The site's address, without a trailing slash. */
  publicUrl: string;
  /** The line a mail program shows beside the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
};

// The look is the site's, without pictures (docs/decisions/email-messages.md).
/** Every message's frame: the name at the top, one column at most 560 px wide, the links home below. */
export function Layout({ publicUrl, preview, heading, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 8px', backgroundColor: colors.sand, fontFamily: fonts.sans }}>
        <Container
          style={{
            maxWidth: '560px',
            width: '100%',
            backgroundColor: colors.white,
            border: `1px solid ${colors.sandLine}`,
            borderRadius: '16px',
            overflow: 'hidden',
          }}
        >
          <Section style={{ backgroundColor: colors.primary, padding: '20px 28px' }}>
            <Link
              href={publicUrl}
              style={{
                color: colors.white,
                fontFamily: fonts.display,
                fontSize: '24px',
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              Restora
            </Link>
          </Section>
          <Section style={{ padding: '28px 28px 8px' }}>
            <Heading
              as="h1"
              style={{
                margin: '0 0 20px',
                color: colors.ink,
                fontFamily: fonts.display,
                fontSize: '26px',
                lineHeight: '32px',
                fontWeight: 600,
              }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '0 28px 24px' }}>
            <Hr style={{ borderColor: colors.sandLine, margin: '8px 0 16px' }} />
            <Text style={{ ...small, margin: 0 }}>
              Restora: wellness stays, services and products.{' '}
              <Link href={`${publicUrl}/dashboard`} style={{ color: colors.primary }}>
                Your bookings
              </Link>
              {' · '}
              <Link href={`${publicUrl}/orders`} style={{ color: colors.primary }}>
                Your orders
              </Link>
              {' · '}
              <Link href={`${publicUrl}/privacy`} style={{ color: colors.primary }}>
                Privacy
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
