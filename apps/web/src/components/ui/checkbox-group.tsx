import { useId, useState } from 'react';
import { Checkbox } from './checkbox';
import { cn } from '@/lib/cn';

/** An option is its own label, or a value with a label. */
type Option<T extends string> = T | { value: T; label: string };

type CheckboxGroupProps<T extends string> = {
  legend: string;
  options: readonly Option<T>[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  /** How many to show before "Show all"; the checked ones always show. */
  collapsedCount?: number;
};

const isIn = (list: readonly string[], value: string) =>
  list.some((v) => v.toLowerCase() === value.toLowerCase());
const valueOf = <T extends string>(o: Option<T>): T => (typeof o === 'string' ? o : o.value);
const labelOf = <T extends string>(o: Option<T>): string => (typeof o === 'string' ? o : o.label);

export function CheckboxGroup<T extends string>({
  legend,
  options,
  selected,
  onToggle,
  collapsedCount = 6,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = options.length > collapsedCount + 1;
  const shown =
    expanded || !collapsible
      ? options
      : options.filter((option, i) => i < collapsedCount || isIn(selected, valueOf(option)));

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <ul id={`${id}-list`} className="grid gap-1">
        {shown.map((option, i) => {
          const optionId = `${id}-${i}`;
          const value = valueOf(option);
          const checked = isIn(selected, value);
          return (
            <li key={value} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-sand-100">
              <Checkbox
                id={optionId}
                checked={checked}
                onCheckedChange={(checked) => onToggle(value, checked)}
              />
              <label
                htmlFor={optionId}
                className={cn('flex-1 cursor-pointer text-sm', checked && 'font-medium')}
              >
                {labelOf(option)}
              </label>
            </li>
          );
        })}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 rounded-full px-2 py-1 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}
