import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

// Rows of a list field (a retreat's options, its facilitators) added and removed in the form. A small
// stand-in for react-hook-form's useFieldArray, which would grow the form library's chunk that every
// form page of the site shares (docs/decisions/bundle-budget.md): each row keeps a stable key, and the
// values move with their rows through getValues/setValue.

let nextKey = 0;
const newKey = () => `row-${(nextKey += 1)}`;

export function useFormRows<T extends FieldValues, N extends Path<T>, C = unknown, O = T>(
  form: UseFormReturn<T, C, O>,
  name: N,
) {
  const list = () => ((form.getValues(name) as unknown[] | undefined) ?? []).slice();
  const [keys, setKeys] = useState<string[]>(() => list().map(newKey));
  return {
    keys,
    append(value: unknown) {
      form.setValue(name, [...list(), value] as PathValue<T, N>, { shouldDirty: true });
      setKeys((k) => [...k, newKey()]);
    },
    remove(index: number) {
      const values = list();
      values.splice(index, 1);
      form.setValue(name, values as PathValue<T, N>, { shouldDirty: true });
      setKeys((k) => k.filter((_, i) => i !== index));
    },
  };
}

/** A nested value by its dotted path ('options.0.name'), as react-hook-form's errors are kept. */
export function pathGet(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
