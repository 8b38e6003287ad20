import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

export type FilterField =
  | { name: string; label: string; type: 'email' | 'number' | 'date' | 'text'; placeholder?: string }
  | { name: string; label: string; type: 'select'; options: { value: string; label: string }[] };

/**
 * A list's filters, read from and written to the URL: submitting keeps the sort, drops the page and
 * leaves out empty fields. Its fields are uncontrolled and keyed by the URL, so Back and a shared link
 * show what the list was filtered by.
 */
export function FilterForm({
  label,
  fields,
  errors,
}: {
  label: string;
  fields: FilterField[];
  errors?: Record<string, string>;
}) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['sort', 'dir']) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    for (const field of fields) {
      const value = String(data.get(field.name) ?? '').trim();
      if (value) next.set(field.name, value);
    }
    setParams(next);
  };
  const filtered = fields.some((f) => params.get(f.name));
  return (
    <form
      key={params.toString()}
      role="search"
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      className="mt-6 grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-4"
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors?.[field.name];
        const aria = error ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId}-error` } : {};
        return (
          <div key={field.name} className="grid content-start gap-1.5">
            <Label htmlFor={fieldId}>{field.label}</Label>
            {field.type === 'select' ? (
              <Select id={fieldId} name={field.name} defaultValue={params.get(field.name) ?? ''} {...aria}>
                <option value="">Any</option>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                id={fieldId}
                name={field.name}
                type={field.type}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                min={field.type === 'number' ? 1 : undefined}
                placeholder={field.placeholder}
                defaultValue={params.get(field.name) ?? ''}
                {...aria}
              />
            )}
            {error ? (
              <p id={`${fieldId}-error`} className="text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Search</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link to={{ search: '' }}>Clear filters</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
