import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control; receives the aria attributes that tie it to its label, hint and error. */
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-sand-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
