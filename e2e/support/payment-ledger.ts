import fs from 'node:fs';
import path from 'node:path';

/**
 * How many authorizations, captures or voids of `amountCents` the simulated processor has recorded in its
 * ledger (PAYMENT_SIM_LEDGER_DIR, docs/decisions/request-to-book.md): the witness that a request's card was
 * charged once, or never. The ledger is the whole run's, and other tests capture at the same time: each
 * test counts its own amount.
 */
export function ledgerOps(op: 'authorize' | 'capture' | 'void', amountCents: number): number {
  const dir = process.env.E2E_PAYMENT_LEDGER_DIR!;
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('auth-'))
    .map(
      (name) =>
        JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { op?: string; amountCents?: number },
    )
    .filter((entry) => entry.op === op && entry.amountCents === amountCents).length;
}

/** The amount a "Request to book · $1,234.56" button asks for, in cents. */
export const centsOf = (label: string) =>
  Math.round(Number(label.replace(/^[^$]*\$/, '').replace(/,/g, '')) * 100);
