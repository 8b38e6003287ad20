import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';

type Props = {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
};

/** Checkboxes over a fixed vocabulary, all shown (a partner sets them once, with care). */
export function ChoiceList({ legend, options, selected, onChange, error }: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, i) => (
          <li key={option} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-sand-100">
            <Checkbox
              id={`${id}-${i}`}
              checked={selected.includes(option)}
              onCheckedChange={(checked) =>
                onChange(checked ? [...selected, option] : selected.filter((s) => s !== option))
              }
            />
            <label htmlFor={`${id}-${i}`} className="flex-1 cursor-pointer text-sm">
              {option}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
