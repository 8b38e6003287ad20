import { formatUsd } from '@restora/shared/domain/stay-quote';
import { Button, Column, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { colors, fonts, small, text } from './theme';

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={text}>{children}</Text>;

export const Note = ({ children }: { children: ReactNode }) => <Text style={small}>{children}</Text>;

/** The one thing the message asks of its reader, as a wide button (a plain link in the text version). */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.primary,
          borderRadius: '10px',
          color: colors.white,
          fontFamily: fonts.sans,
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 22px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

const cell = { ...text, margin: 0, padding: '6px 0', fontSize: '15px', lineHeight: '22px' };

/** Label and value pairs: dates, guests, the address. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Section
      style={{
        backgroundColor: colors.primaryTint,
        borderRadius: '12px',
        padding: '10px 16px',
        margin: '0 0 20px',
      }}
    >
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ ...cell, color: colors.muted, width: '38%', verticalAlign: 'top' }}>
            {label}
          </Column>
          <Column style={{ ...cell, verticalAlign: 'top' }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}

/** A line as the reader saw it charged: the amount already written ('$1,234' or '$12.50'). */
export type PriceLine = { label: string; amount: string };

/** What was charged, line by line, with the total in bold. */
export function Prices({ lines, total }: { lines: PriceLine[]; total: PriceLine }) {
  const line = (l: PriceLine, strong: boolean, key: string) => (
    <Row key={key}>
      <Column style={{ ...cell, fontWeight: strong ? 700 : 400 }}>{l.label}</Column>
      <Column style={{ ...cell, fontWeight: strong ? 700 : 400, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {l.amount}
      </Column>
    </Row>
  );
  return (
    <Section style={{ margin: '0 0 20px' }}>
      {lines.map((l, i) => line(l, false, `${i}`))}
      <Row>
        <Column colSpan={2} style={{ borderTop: `1px solid ${colors.sandLine}`, height: '6px' }} />
      </Row>
      {line(total, true, 'total')}
    </Section>
  );
}

/**
 * The refund line of a cancellation, a booking's or an order's (docs/decisions/cancellation-and-refunds.md):
 * what has been refunded so far of the total, if anything.
 */
export function refundText(refundedCents: number, totalCents: number): string | null {
  if (refundedCents <= 0) return null;
  const full = refundedCents >= totalCents ? ' in full' : '';
  return `Refunded${full}: ${formatUsd(refundedCents)}, to the card you paid with. Your bank may take a few days to show it.`;
}

export function RefundNote({ refundedCents, totalCents }: { refundedCents: number; totalCents: number }) {
  const line = refundText(refundedCents, totalCents);
  return line ? <Paragraph>{line}</Paragraph> : null;
}
