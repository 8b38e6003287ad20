import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AuditFilters as Filters, AuditFiltersInput } from '@restora/shared/contracts/admin-audit';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const resolver = lazyZodResolver(() =>
  import('@restora/shared/contracts/admin-audit').then((m) => m.auditFiltersSchema),
);

/** The kinds of object the trail records today; the field takes any other too. */
const KNOWN_TYPES = [
  'property',
  'room',
  'service',
  'booking',
  'photo',
  'review',
  'partner-application',
  'partner-invitation',
];

export type FilterValues = Required<AuditFiltersInput>;
export const FILTER_NAMES = ['objectType', 'objectId', 'actor', 'action', 'from', 'to'] as const;

type Props = {
  values: FilterValues;
  /** The server's messages for a query it refused (a hand-edited URL), shown on their fields. */
  serverErrors?: Record<string, string> | undefined;
  onApply: (values: Filters) => void;
  onClear: () => void;
};

/** The history list's filters; applying them writes them to the URL (the list reads them from there). */
export function AuditFiltersForm({ values, serverErrors, onApply, onClear }: Props) {
  const id = useId();
  const form = useForm<AuditFiltersInput, unknown, Filters>({ resolver, defaultValues: values });
  const { errors } = form.formState;
  const error = (name: keyof FilterValues) => errors[name]?.message ?? serverErrors?.[name];
  const field = (name: keyof FilterValues, label: string, props: Record<string, unknown> = {}) => (
    <FormField id={`${id}-${name}`} label={label} error={error(name)}>
      {(aria) => <Input {...aria} {...props} {...form.register(name)} />}
    </FormField>
  );
  return (
    <form
      noValidate
      onFocus={resolver.preload}
      onSubmit={form.handleSubmit(onApply)}
      aria-label="Filter the history"
      className="mt-6 rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-4"
    >
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {field('objectType', 'Object type', {
          list: `${id}-types`,
          placeholder: 'service',
          autoComplete: 'off',
        })}
        <datalist id={`${id}-types`}>
          {KNOWN_TYPES.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        {field('objectId', 'Object id', { inputMode: 'numeric', autoComplete: 'off' })}
        {field('actor', 'By (e-mail or account id)', { type: 'text', autoComplete: 'off' })}
        {field('action', 'Action', { placeholder: 'service.update', autoComplete: 'off' })}
        {field('from', 'From', { type: 'date' })}
        {field('to', 'To', { type: 'date' })}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
