import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { parseQuantityInput } from '@restora/shared/domain/shop-rules';

type QuantityStepperProps = { value: number; onChange: (value: number) => void; disabled?: boolean };

const MAX = 99;
const stepClass =
  'grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-sand-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 ' +
  'disabled:pointer-events-none disabled:opacity-40';

export function QuantityStepper({ value, onChange, disabled = false }: QuantityStepperProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold">
        Quantity
      </label>
      <div className="flex items-center rounded-full border border-sand-300 bg-white">
        <button
          type="button"
          className={stepClass}
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            const next = parseQuantityInput(e.target.value);
            if (next !== null) onChange(next);
          }}
          className="h-11 w-12 bg-transparent text-center text-base font-medium [appearance:textfield] focus-visible:outline-2 focus-visible:outline-primary-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepClass}
          aria-label="Increase quantity"
          disabled={disabled || value >= MAX}
          onClick={() => onChange(Math.min(MAX, value + 1))}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
