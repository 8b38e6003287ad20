import type { ReactNode } from 'react';
import { money } from './format';

export type AmountLine = { key: string | number; label: ReactNode; cents: number; muted?: boolean };

/**
 * What a booking or an order cost, line by line, then what was charged, refunded and is left to refund
 * (docs/decisions/cancellation-and-refunds.md).
 */
export function Amounts({
  label,
  lines,
  charged,
}: {
  label: string;
  lines: AmountLine[];
  charged: { totalCents: number; refundedCents: number; refundableCents: number };
}) {
  const row = (key: string | number, dt: ReactNode, cents: number, className = '') => (
    <div key={key} className={`flex justify-between gap-4 ${className}`}>
      <dt>{dt}</dt>
      <dd className="tabular-nums">{money(cents)}</dd>
    </div>
  );
  return (
    <dl
      className="mt-6 grid self-start gap-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 text-sm"
      aria-label={label}
    >
      {lines.map((l) => row(l.key, l.label, l.cents, l.muted ? 'text-sand-700' : ''))}
      {row('charged', 'Charged', charged.totalCents, 'border-t border-sand-200 pt-2 font-semibold')}
      {row('refunded', <span className="text-sand-700">Refunded</span>, charged.refundedCents)}
      {row('left', <span className="text-sand-700">Left to refund</span>, charged.refundableCents)}
    </dl>
  );
}
