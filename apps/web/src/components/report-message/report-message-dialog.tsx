import { useId, useState, type FormEvent } from 'react';
import type { MessageReportBody } from '@restora/shared/contracts/message-reports';
import {
  MESSAGE_REPORT_NOTE_MAX,
  MESSAGE_REPORT_REASON_LABELS,
  MESSAGE_REPORT_REASONS,
  MESSAGE_REPORT_TEXTS as T,
  type MessageReportReason,
} from '@restora/shared/domain/message-reports';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';

// A small controlled form, no react-hook-form or zod: it loads on the thread pages, which are near the
// bundle budget (docs/decisions/bundle-budget.md). The server checks the same rules again.

type Fields = { reason?: string | undefined; note?: string | undefined };

/** The shared texts' messages for what was chosen and typed; empty when it may be sent. */
export function reportErrors(reason: MessageReportReason | null, note: string): Fields {
  const trimmed = note.trim();
  return {
    reason: reason ? undefined : T.reasonRequired,
    note:
      trimmed.length > MESSAGE_REPORT_NOTE_MAX
        ? T.noteTooLong
        : reason === 'other' && !trimmed
          ? T.noteRequired
          : undefined,
  };
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  onReport: (input: MessageReportBody) => Promise<unknown>;
  onReported: () => void;
};

export default function ReportMessageDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  onReport,
  onReported,
}: Props) {
  const id = useId();
  const [reason, setReason] = useState<MessageReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const invalid = reportErrors(reason, note);
    setErrors(invalid);
    if (invalid.reason || invalid.note) return;
    setPending(true);
    try {
      await onReport({ reason: reason!, ...(note.trim() ? { note: note.trim() } : {}) });
      onReported();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.fields && (error.fields.reason || error.fields.note))
        setErrors({ reason: error.fields.reason, note: error.fields.note });
      else
        setFormError(
          error instanceof Error ? error.message : 'We could not send your report. Please try again.',
        );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={T.title} className="grid gap-4">
          <FormAlert message={formError} />
          <fieldset
            className="grid gap-2"
            disabled={pending}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          >
            <legend className="mb-1 text-sm font-semibold text-sand-800">{T.reasonLabel}</legend>
            {MESSAGE_REPORT_REASONS.map((r) => (
              <label
                key={r}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-sand-200 px-3 py-2 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setErrors((e) => ({ ...e, reason: undefined }));
                  }}
                  className="accent-primary-700"
                />
                {MESSAGE_REPORT_REASON_LABELS[r]}
              </label>
            ))}
            <FieldError id={`${id}-reason-error`} message={errors.reason} />
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-note`}>{T.noteLabel}</Label>
            <Textarea
              id={`${id}-note`}
              name="note"
              rows={3}
              value={note}
              disabled={pending}
              onChange={(e) => {
                setNote(e.target.value);
                if (errors.note) setErrors((x) => ({ ...x, note: undefined }));
              }}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${id}-note-error` : undefined}
            />
            <FieldError id={`${id}-note-error`} message={errors.note} />
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? T.submitting : T.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
