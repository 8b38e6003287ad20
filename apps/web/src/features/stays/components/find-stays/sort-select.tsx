import { useId } from 'react';
import { STAY_SORT_LABELS, STAY_SORTS, type StaySort } from '@restora/shared/domain/stay-vocabulary';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

type SortSelectProps = { value: StaySort; onChange: (sort: StaySort) => void };

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only whitespace-nowrap text-sand-700 sm:not-sr-only">
        Sort by
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as StaySort)}
        className="min-w-44 flex-1 sm:flex-none"
      >
        {STAY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {STAY_SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
