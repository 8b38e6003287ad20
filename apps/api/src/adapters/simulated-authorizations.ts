import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DECLINED_CARD_NUMBER } from '@restora/shared/domain/card';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CaptureRequest,
  CaptureResult,
  SavedCard,
  VoidRequest,
  VoidResult,
} from './payment-provider';
import type { SimulatedLedger } from './simulated-provider';

const AUTH_PREFIX = 'simauth_';

type Settled = { op: 'capture'; result: CaptureResult } | { op: 'void' };

/**
 * The simulated processor's authorizations (docs/decisions/request-to-book.md): an amount held on a card,
 * then captured (it becomes a charge, which refunds name) or voided (nothing is ever taken), never both.
 * The first of capture and void decides, at once in this process (the decision is taken before any wait)
 * and across processes when a ledger directory is kept (its decision file is linked into place whole).
 */
export function authorizations({
  ledger,
  ledgerDir,
  charged,
  wait,
  keepCard,
}: {
  ledger?: SimulatedLedger;
  ledgerDir?: string;
  /** The provider's charges by reference, so a captured amount can be refunded. */
  charged: Map<string, { amountCents: number; refundedCents: number }>;
  wait: () => Promise<unknown> | undefined;
  /** Keeps a card as charges do, for an authorization asked to save it. */
  keepCard: (cardNumber: string) => SavedCard;
}) {
  const amounts = new Map<string, number>();
  const decided = new Map<string, Settled>();
  const byKey = new Map<string, unknown>();
  const fileOf = (kind: string, ref: string) =>
    path.join(ledgerDir!, `auth-${kind}-${createHash('sha256').update(ref).digest('hex')}.json`);

  const amountOf = (ref: string): number | undefined => {
    if (amounts.has(ref)) return amounts.get(ref);
    if (!ledgerDir) return undefined;
    try {
      return (JSON.parse(fs.readFileSync(fileOf('held', ref), 'utf8')) as { amountCents: number })
        .amountCents;
    } catch {
      return undefined;
    }
  };

  /** Records the first decision on an authorization; returns the one kept (this one, or an earlier). */
  const decide = (ref: string, settled: Settled): Settled => {
    const earlier = decided.get(ref);
    if (earlier) return earlier;
    if (ledgerDir) {
      const temp = path.join(ledgerDir, `.${randomUUID()}.tmp`);
      fs.writeFileSync(temp, JSON.stringify(settled));
      try {
        fs.linkSync(temp, fileOf('decided', ref));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        settled = JSON.parse(fs.readFileSync(fileOf('decided', ref), 'utf8')) as Settled;
      } finally {
        fs.rmSync(temp, { force: true });
      }
    }
    decided.set(ref, settled);
    return settled;
  };

  /** Answers a key asked before with its first answer (in this process, or from the ledger). */
  function once<R>(op: 'authorize' | 'capture' | 'void', key: string, amountCents: number, make: () => R): R {
    const ledgerKey = `${op}:${key}`;
    const earlier = (byKey.get(ledgerKey) ?? ledger?.read<R>(ledgerKey)) as R | undefined;
    if (earlier) return earlier;
    let result = make();
    if (ledger) result = ledger.record<R>(ledgerKey, amountCents, result, op);
    byKey.set(ledgerKey, result);
    return result;
  }

  return {
    async authorize({
      amountCents,
      card,
      idempotencyKey,
      saveCard,
    }: AuthorizeRequest): Promise<AuthorizeResult> {
      const result = once<AuthorizeResult>('authorize', idempotencyKey, amountCents, () => {
        if (card.cardNumber === DECLINED_CARD_NUMBER) return { status: 'declined', reason: 'card_declined' };
        const reference = `${AUTH_PREFIX}${randomUUID()}`;
        amounts.set(reference, amountCents);
        if (ledgerDir) fs.writeFileSync(fileOf('held', reference), JSON.stringify({ amountCents }));
        return {
          status: 'authorized',
          reference,
          ...(saveCard ? { savedCard: keepCard(card.cardNumber) } : {}),
        };
      });
      await wait();
      return result;
    },
    async capture({ authorizationReference: ref, idempotencyKey }: CaptureRequest): Promise<CaptureResult> {
      const amountCents = amountOf(ref);
      const result = once<CaptureResult>('capture', idempotencyKey, amountCents ?? 0, () => {
        if (amountCents === undefined) return { status: 'failed', reason: 'unknown_authorization' };
        const mine: CaptureResult = { status: 'succeeded', reference: `sim_${randomUUID()}` };
        const first = decide(ref, { op: 'capture', result: mine });
        if (first.op === 'void') return { status: 'failed', reason: 'authorization_voided' };
        if (first.result !== mine) return { status: 'failed', reason: 'already_captured' };
        charged.set(mine.reference, { amountCents, refundedCents: 0 });
        return mine;
      });
      await wait();
      return result;
    },
    async void({ authorizationReference: ref, idempotencyKey }: VoidRequest): Promise<VoidResult> {
      const amountCents = amountOf(ref);
      const result = once<VoidResult>('void', idempotencyKey, amountCents ?? 0, () => {
        if (amountCents === undefined) return { status: 'failed', reason: 'unknown_authorization' };
        const first = decide(ref, { op: 'void' });
        return first.op === 'capture'
          ? { status: 'failed', reason: 'authorization_captured' }
          : { status: 'voided' };
      });
      await wait();
      return result;
    },
  };
}
