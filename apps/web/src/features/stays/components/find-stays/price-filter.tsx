import { useState } from 'react';
import { PRICE_SLIDER } from '@restora/shared/domain/stay-vocabulary';
import { Slider } from '@/components/ui/slider-on-demand';
import { formatPriceRange } from './filter-values';

type PriceFilterProps = {
  min: number;
  max: number;
  onCommit: (range: { minPrice: number; maxPrice: number }) => void;
};

/**
 * Two thumbs, 0-500 in steps of 10. The range follows the pointer here and reaches the URL (and the
 * search) only when the thumb is let go.
 */
export function PriceFilter({ min, max, onCommit }: PriceFilterProps) {
  // While a thumb moves, and until the URL has caught up with where it was let go, the draft is shown.
  const [draft, setDraft] = useState<number[] | null>(null);
  if (draft && draft[0] === min && draft[1] === max) setDraft(null);
  const range = draft ?? [min, max];
  const [low, high] = range as [number, number];
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink">Price per night</legend>
      <p className="mb-4 text-sm text-sand-700" aria-hidden>
        {formatPriceRange(low, high)}
      </p>
      <Slider
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={1}
        value={range}
        onValueChange={setDraft}
        onValueCommit={(committed) => {
          setDraft(committed);
          onCommit({ minPrice: committed[0]!, maxPrice: committed[1]! });
        }}
        thumbLabels={['Minimum price', 'Maximum price']}
        formatValue={(v) => (v >= PRICE_SLIDER.max ? `$${PRICE_SLIDER.max} or more` : `$${v}`)}
      />
      <div className="mt-2 flex justify-between text-xs text-sand-600" aria-hidden>
        <span>${PRICE_SLIDER.min}</span>
        <span>${PRICE_SLIDER.max}+</span>
      </div>
    </fieldset>
  );
}
