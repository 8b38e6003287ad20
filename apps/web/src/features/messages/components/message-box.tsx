import { MESSAGE_MAX, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from '@restora/shared/domain/conversations';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';

// The message field of the reply form and of "Ask the host": a plain controlled textarea rather than
// react-hook-form, to keep the screens' first JavaScript small (docs/decisions/bundle-budget.md).

/** The shared texts' message for what was typed, or null when it may be sent (the server checks again). */
export function messageError(body: string): string | null {
  const trimmed = body.trim();
  if (!trimmed) return MESSAGE_REQUIRED;
  if (trimmed.length > MESSAGE_MAX) return MESSAGE_TOO_LONG;
  return null;
}

/** A refusal as the field's message (a 400 naming `body`) or the form's (anything else). */
export function refusalOf(error: unknown): { field: string | null; form: string | null } {
  if (error instanceof ApiError) {
    const field = error.fields?.body;
    if (field) return { field, form: null };
    if (error.fields?.photoIds) return { field: null, form: error.fields.photoIds };
    return { field: null, form: error.message };
  }
  return { field: null, form: 'We could not send your message. Please try again.' };
}

type Props = {
  id: string;
  label: string;
  value: string;
  error: string | null;
  rows?: number;
  onChange: (value: string) => void;
};

export function MessageBox({ id, label, value, error, rows = 4, onChange }: Props) {
  const length = value.trim().length;
  const over = length > MESSAGE_MAX;
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name="body"
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-count`} className={over ? 'text-xs font-semibold text-danger' : 'text-xs text-sand-600'}>
        {length.toLocaleString('en-US')} / {MESSAGE_MAX.toLocaleString('en-US')} characters
      </p>
      <FieldError id={`${id}-error`} message={error ?? undefined} />
    </div>
  );
}
