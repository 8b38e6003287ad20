import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { DECLINE_NOTE_REQUIRED } from '@restora/shared/domain/partner-texts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { formatDate } from '@/lib/format';
import { useDecidePartnerApplication, type Decision } from '../api/decide-partner-application';
import { statusLabels } from './application-status';

type Values = { note: string };

/**
 * Approve (note optional) or decline (note required, mailed to the applicant) a pending application;
 * once decided, who decided, when, and the note (docs/decisions/partners.md).
 */
export function ApplicationDecision({ application }: { application: AdminPartnerApplication }) {
  if (application.status !== 'pending') return <RecordedDecision application={application} />;
  return <DecisionForm application={application} />;
}

function RecordedDecision({ application }: { application: AdminPartnerApplication }) {
  const { decidedBy, decidedAt, decisionNote } = application;
  return (
    <section aria-labelledby="decision-heading" className="grid gap-2" role="status">
      <h2 id="decision-heading" className="text-xl font-semibold">
        {statusLabels[application.status]}
      </h2>
      <p className="text-sand-700">
        By{' '}
        {decidedBy ? `${decidedBy.name || decidedBy.email} (${decidedBy.email})` : 'a former administrator'}
        {decidedAt ? ` on ${formatDate(new Date(decidedAt), 'long')}` : ''}.
      </p>
      {decisionNote ? (
        <blockquote className="whitespace-pre-line rounded-xl border-l-4 border-sand-300 bg-sand-50 px-4 py-3">
          {decisionNote}
        </blockquote>
      ) : (
        <p className="text-sm text-sand-600">No note.</p>
      )}
      {application.status === 'approved' ? (
        <p className="text-sm text-sand-700">
          An invitation to the partner console was sent to {application.email}.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Either verdict e-mails the applicant and cannot be changed, so each asks first, once the note is valid
 * (docs/decisions/admin-back-office.md). A refusal closes the question and shows on the form.
 */
function DecisionForm({ application }: { application: AdminPartnerApplication }) {
  const fieldId = useId();
  const decide = useDecidePartnerApplication();
  const [formError, setFormError] = useState<string | null>(null);
  // The verdict being asked about; it outlives `asking` so the dialog keeps its words while it closes.
  const [asking, setAsking] = useState(false);
  const [verdict, setVerdict] = useState<Decision['verdict']>('approve');
  const form = useForm<Values>({ defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;
  const busy = isSubmitting || decide.isPending;
  // The form is disabled while it checks the note, so focus leaves the button: the dialog puts it back.
  const approveButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);

  const submit = (choice: Decision['verdict']) =>
    form.handleSubmit(({ note }) => {
      setFormError(null);
      if (choice === 'decline' && !note.trim()) {
        form.setError('note', { type: 'required', message: DECLINE_NOTE_REQUIRED }, { shouldFocus: true });
        return;
      }
      setVerdict(choice);
      setAsking(true);
    });
  const run = async () => {
    try {
      await decide.mutateAsync({ id: application.id, verdict, note: form.getValues('note') });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['note']));
    }
  };
  const { organisation, contactName, email } = application;

  return (
    <>
      <form
        noValidate
        onSubmit={submit('approve')}
        aria-label="Decide the application"
        className="grid gap-4"
      >
        <h2 className="text-xl font-semibold">Decision</h2>
        {formError ? (
          <p
            role="alert"
            className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
          >
            {formError}
          </p>
        ) : null}
        <fieldset disabled={busy} className="grid gap-4">
          <FormField
            id={fieldId}
            label="Decision note"
            error={errors.note?.message}
            hint="Required to decline: it is mailed to the applicant. When approving it stays with the application, for admins only."
          >
            {(aria) => <Textarea rows={4} maxLength={2000} {...aria} {...form.register('note')} />}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" aria-haspopup="dialog" ref={approveButton}>
              {decide.isPending ? 'Saving...' : 'Approve and invite'}
            </Button>
            <Button
              ref={declineButton}
              type="button"
              variant="outline"
              aria-haspopup="dialog"
              onClick={() => void submit('decline')()}
            >
              Decline
            </Button>
          </div>
        </fieldset>
      </form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={verdict === 'decline' ? `Decline ${organisation}?` : `Approve ${organisation}?`}
        description={
          verdict === 'decline'
            ? `${contactName} is e-mailed at ${email} that the application is declined, with your note. A decision cannot be changed.`
            : `${contactName} is e-mailed at ${email} an invitation to the partner console. A decision cannot be changed.`
        }
        confirmLabel={
          verdict === 'decline' ? 'Decline and e-mail the applicant' : 'Approve and send the invitation'
        }
        pendingLabel={verdict === 'decline' ? 'Declining…' : 'Approving…'}
        destructive={verdict === 'decline'}
        onConfirm={run}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          (verdict === 'decline' ? declineButton : approveButton).current?.focus();
        }}
      />
    </>
  );
}
