import { useId } from 'react';
import { REQUEST_NOTE } from '@restora/shared/domain/booking-requests';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';

type RequestMessageFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** What the empty field suggests writing about (a stay, by default). */
  placeholder?: string;
  className?: string;
};

/**
 * The message a request to book sends the host (docs/decisions/request-to-book.md), for a stay on the
 * payment page and for a retreat's place: required, checked by the server, whose refusal shows under the
 * field.
 */
export function RequestMessageField({
  value,
  onChange,
  error,
  placeholder = 'Say hello, and tell the host about your stay.',
  className = 'mb-6',
}: RequestMessageFieldProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <p className="rounded-xl border border-primary-200 bg-primary-50 p-3 text-sm text-primary-800">
        {REQUEST_NOTE}
      </p>
      <Label htmlFor={id}>Message to the host</Label>
      <Textarea
        id={id}
        name="message"
        value={value}
        maxLength={5000}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={placeholder}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
