import { useId, useState } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../lib/cn';

type CheckboxGroupProps = {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  /** How many to show before "Show all"; the checked ones always show. */
  collapsedCount?: number;
};

const isIn = (list: readonly string[], value: string) =>
  list.some((v) => v.toLowerCase() === value.toLowerCase());

export function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
  collapsedCount = 6,
}: CheckboxGroupProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = options.length > collapsedCount + 1;
  const shown =
    expanded || !collapsible
      ? options
      : options.filter((option, i) => i < collapsedCount || isIn(selected, option));

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <ul id={`${id}-list`} className="grid gap-1">
        {shown.map((option, i) => {
          const optionId = `${id}-${i}`;
          const checked = isIn(selected, option);
          return (
            <li key={option} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-sand-100">
              <Checkbox
                id={optionId}
                checked={checked}
                onCheckedChange={(value) => onToggle(option, value === true)}
              />
              <label
                htmlFor={optionId}
                className={cn('flex-1 cursor-pointer text-sm', checked && 'font-medium')}
              >
                {option}
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
