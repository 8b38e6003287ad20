import { cn } from '@/lib/cn';

// lucide's star, drawn five times in one <svg>: a card with a rating used to carry five icon components
// (and five <svg>s); the marketplace's twelve cards alone made sixty, all of them hydrated before the first
// tap could be answered.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
/** One star's box (24) plus the 2 px gap between stars, in the star's own units (a 16 px star is 24). */
const STEP = 27;
const COUNT = 5;

/** Five stars in a row (16 px each, 2 px apart), the first `filled` filled; decorative: the caller names it. */
export function StarRow({ filled, className }: { filled: number; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${STEP * COUNT - 3} 24`}
      className={cn('h-4 w-22 shrink-0', className)}
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-filled={filled}
    >
      {Array.from({ length: COUNT }, (_, i) => (
        <path
          key={i}
          d={STAR}
          transform={i ? `translate(${STEP * i} 0)` : undefined}
          className={i < filled ? 'fill-accent-400 stroke-accent-500' : 'stroke-sand-300'}
        />
      ))}
    </svg>
  );
}
