import { useId } from 'react';
import { STAY_SORT_LABELS, STAY_SORTS, type StaySort } from '@restora/shared/contracts/stays';
import { Label } from '../../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';

type SortSelectProps = { value: StaySort; onChange: (sort: StaySort) => void };

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only whitespace-nowrap text-sand-700 sm:not-sr-only">
        Sort by
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as StaySort)}>
        <SelectTrigger id={id} className="min-w-44 flex-1 sm:flex-none">
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="end">
          {STAY_SORTS.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {STAY_SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
