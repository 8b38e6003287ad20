import { Slider } from '@/components/ui/slider-on-demand';

type ScalePickerProps = {
  /** The thumb's accessible name. */
  label: string;
  /** What each position shows and announces, e.g. ['Gentle', 'Moderate', 'Active']. */
  stops: readonly string[];
  value: number;
  onChange: (value: number) => void;
  /** A line under the value, e.g. what the chosen intensity means. */
  hint?: string;
};

/** A slider over a few named positions: the chosen one shown large, every position named under the track. */
export function ScalePicker({ label, stops, value, onChange, hint }: ScalePickerProps) {
  return (
    <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white px-5 py-8 shadow-soft sm:px-10">
      <p className="text-center" aria-hidden>
        <span
          className="font-display text-4xl font-semibold text-primary-800 sm:text-5xl"
          data-testid="scale-value"
        >
          {stops[value]}
        </span>
      </p>
      {hint ? <p className="mt-2 text-center text-sand-700">{hint}</p> : null}
      <Slider
        className="mt-8"
        min={0}
        max={stops.length - 1}
        step={1}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        thumbLabels={[label]}
        formatValue={(v) => stops[v] ?? String(v)}
      />
      <ol aria-hidden className="mt-3 flex justify-between gap-2 text-xs text-sand-700 sm:text-sm">
        {stops.map((stop, i) => (
          <li key={stop} className={i === value ? 'font-semibold text-ink' : undefined}>
            {stop}
          </li>
        ))}
      </ol>
    </div>
  );
}
