import { useId } from 'react';
import { CalendarDays } from 'lucide-react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoney } from '@/lib/format';
import type { SelectedService } from './service-selection';
import { serviceDateInputId } from './use-service-dates';

type ServicesSummaryProps = {
  services: readonly SelectedService[];
  totalCents: number;
  dates: Record<number, string>;
  errors: Record<number, string>;
  onDateChange: (serviceId: number, date: string) => void;
  min: string;
  max: string;
  /** While paying: the dates cannot change. */
  disabled: boolean;
};

/**
 * Services summary: title and price per service, a date for each, and the total (docs/decisions/services.md).
 */
export function ServicesSummary({
  services,
  totalCents,
  dates,
  errors,
  onDateChange,
  min,
  max,
  disabled,
}: ServicesSummaryProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        Your Services
      </h2>
      <p className="mt-1 text-sm text-sand-700">Choose the day you would like each service.</p>
      <fieldset disabled={disabled} className="mt-6 min-w-0">
        <legend className="sr-only">Service dates</legend>
        <ul className="divide-y divide-sand-200 border-y border-sand-200">
          {services.map((service) => {
            const inputId = serviceDateInputId(service.id);
            const error = errors[service.id];
            return (
              <li key={service.id} className="grid gap-4 py-5">
                <div className="flex items-start gap-4">
                  <img
                    src={service.imageUrl}
                    alt=""
                    width={1200}
                    height={800}
                    className="size-16 shrink-0 rounded-xl bg-sand-100 object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold leading-snug">{service.title}</p>
                    <p className="text-sm text-sand-700">{service.category}</p>
                  </div>
                  <p className="font-semibold tabular-nums">{formatMoney(service.priceCents)}</p>
                </div>
                <div className="grid gap-1.5 sm:max-w-xs">
                  <Label htmlFor={inputId} className="flex items-center gap-1.5">
                    <CalendarDays className="size-4 text-primary-700" aria-hidden />
                    Date for {service.title}
                  </Label>
                  <Input
                    id={inputId}
                    type="date"
                    required
                    min={min}
                    max={max}
                    value={dates[service.id] ?? ''}
                    onChange={(event) => onDateChange(service.id, event.target.value)}
                    {...(error ? { 'aria-invalid': true, 'aria-describedby': `${inputId}-error` } : {})}
                  />
                  <FieldError id={`${inputId}-error`} message={error} />
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="mt-5 flex items-baseline justify-between gap-4">
        <span className="font-semibold">Total</span>
        <span className="font-display text-3xl font-semibold tabular-nums">{formatMoney(totalCents)}</span>
      </p>
    </section>
  );
}
