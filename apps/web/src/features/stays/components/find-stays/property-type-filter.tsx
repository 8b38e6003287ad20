import { useId } from 'react';
import { PROPERTY_TYPES, type PropertyType } from '@restora/shared/domain/stay-vocabulary';
import { cn } from '@/lib/cn';

type PropertyTypeFilterProps = {
  value: PropertyType | null;
  onChange: (type: PropertyType | null) => void;
};

const choices: { value: PropertyType | null; label: string }[] = [
  { value: null, label: 'All Types' },
  ...PROPERTY_TYPES.map((t) => ({ value: t.value, label: t.label })),
];

export function PropertyTypeFilter({ value, onChange }: PropertyTypeFilterProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">Property type</legend>
      <div className="grid gap-1">
        {choices.map((choice) => {
          const id = `${name}-${choice.value ?? 'all'}`;
          const checked = value === choice.value;
          return (
            <label
              key={id}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 text-sm transition-colors hover:bg-sand-100',
                checked && 'bg-primary-50 font-medium text-primary-900 hover:bg-primary-50',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="size-4 accent-primary-700"
              />
              {choice.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
