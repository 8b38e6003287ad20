import type { StayQuote } from '@restora/shared/contracts/stays';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';

type QuoteBreakdownProps = {
  quote: StayQuote | undefined;
  /** A newer quote is on its way; the one shown is for the previous choice. */
  updating: boolean;
  error: string | null;
};

/** The server's price lines exactly as it sent them, then the total (docs/decisions/prices-and-quotes.md). */
export function QuoteBreakdown({ quote, updating, error }: QuoteBreakdownProps) {
  if (error) {
    return (
      <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-3 text-sm text-red-900">
        {error}
      </p>
    );
  }
  if (!quote) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Calculating your price...</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex justify-between gap-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-12" />
          </div>
        ))}
        <Skeleton className="mt-2 h-5 w-full" />
      </div>
    );
  }
  return (
    <div aria-busy={updating} className={cn('transition-opacity', updating && 'opacity-60')}>
      {updating ? (
        <span role="status" className="sr-only">
          Updating your price...
        </span>
      ) : null}
      <dl className="grid gap-2.5 text-sand-800">
        {/* Several 'nights' lines when a partner priced some nights (docs/decisions/room-calendars.md). */}
        {quote.lines.map((line, i) => (
          <div key={`${line.kind}-${i}`} className="flex justify-between gap-4">
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatMoney(line.amountCents)}</dd>
          </div>
        ))}
        <div className="mt-2 flex justify-between gap-4 border-t border-sand-200 pt-4 text-lg font-semibold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(quote.totalCents)}</dd>
        </div>
      </dl>
    </div>
  );
}
