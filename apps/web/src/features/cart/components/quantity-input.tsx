import { useState, type KeyboardEvent } from 'react';
import { parseQuantityInput } from '@restora/shared/domain/shop-rules';
import { cn } from '@/lib/cn';

type QuantityInputProps = {
  /** The quantity in the cart; give the component `key={quantity}` so a reverted change shows again. */
  quantity: number;
  label: string;
  onCommit: (quantity: number) => void;
  className?: string;
};

/**
 * Minimum 1 (docs/decisions/cart-and-checkout.md); a non-number becomes 1, a value below 1 is ignored.
 * Commits on Enter or when the box loses focus, so typing '12' is one change rather than two.
 */
export function QuantityInput({ quantity, label, onCommit, className }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(quantity));

  const commit = () => {
    const next = parseQuantityInput(draft) ?? quantity;
    setDraft(String(next));
    if (next !== quantity) onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className={cn(
        'h-10 w-16 rounded-xl border border-sand-300 bg-white px-2 text-center text-base tabular-nums text-ink ' +
          'focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-600/40 sm:text-sm',
        className,
      )}
    />
  );
}
