import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

type SelectionBarProps = { count: number; totalCents: number; onBook: () => void };

/**
 * Appears once a service is selected. Sticks to the bottom of the screen while the list scrolls and rests
 * under the list at its end, so it never hides the last cards.
 */
export function SelectionBar({ count, totalCents, onBook }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-sand-200 bg-white/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(31_42_38/0.3)] backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:mx-0 sm:mb-4 sm:rounded-[var(--radius-card)] sm:border sm:px-6 sm:py-4">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <p role="status" className="font-semibold">
            {count} service(s) selected
          </p>
          <p className="text-sm text-sand-700">{formatMoney(totalCents)} in total</p>
        </div>
        <Button onClick={onBook} className="shrink-0">
          Book Services
          <ArrowRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
