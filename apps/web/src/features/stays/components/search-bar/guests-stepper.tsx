import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';

type GuestsStepperProps = {
  id: string;
  value: number;
  onChange: (guests: number) => void;
  className?: string;
};

const stepClass =
  'grid size-9 shrink-0 place-items-center rounded-full border border-sand-300 bg-white text-ink transition-colors ' +
  'hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white [&_svg]:size-4';

/** Guests: at least 1, no upper bound (docs/decisions/stay-search.md). */
export function GuestsStepper({ id, value, onChange, className }: GuestsStepperProps) {
  const labelId = `${id}-label`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-ink">
        Guests
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex h-11 items-center justify-between gap-2 rounded-xl border border-sand-300 bg-white px-1"
      >
        <button
          type="button"
          className={stepClass}
          aria-label="Decrease guests"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <Minus aria-hidden />
        </button>
        <output id={id} aria-live="polite" className="min-w-16 text-center text-sm tabular-nums">
          {value} {value === 1 ? 'guest' : 'guests'}
        </output>
        <button
          type="button"
          className={stepClass}
          aria-label="Increase guests"
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden />
        </button>
      </div>
    </div>
  );
}
