import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { DECLINE_NOTE_REQUIRED } from '@restora/shared/domain/partner-texts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerErrors } from '../../../lib/apply-server-errors';
import { formatDate } from '../../../lib/format';
import { useDecidePartnerApplication, type Decision } from '../api/decide-partner-application';
import { statusLabels } from './application-status';

type Values = { note: string };

/**
 * Approve (note optional) or decline (note required, mailed to the applicant) a pending application;
 * once decided, who decided, when, and the note (docs/decisions/partners.md).
 */
export function ApplicationDecision({ application }: { application: AdminPartnerApplication }) {
  if (application.status !== 'pending') return <RecordedDecision application={application} />;
  return <DecisionForm id={application.id} />;
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

function DecisionForm({ id }: { id: number }) {
  const fieldId = useId();
  const decide = useDecidePartnerApplication();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = (verdict: Decision['verdict']) =>
    form.handleSubmit(async ({ note }) => {
      setFormError(null);
      if (verdict === 'decline' && !note.trim()) {
        form.setError('note', { type: 'required', message: DECLINE_NOTE_REQUIRED }, { shouldFocus: true });
        return;
      }
      try {
        await decide.mutateAsync({ id, verdict, note });
      } catch (error) {
        setFormError(applyServerErrors(error, form.setError, ['note']));
      }
    });

  return (
    <form noValidate onSubmit={submit('approve')} aria-label="Decide the application" className="grid gap-4">
      <h2 className="text-xl font-semibold">Decision</h2>
      {formError ? (
        <p
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          {formError}
        </p>
      ) : null}
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <FormField
          id={fieldId}
          label="Decision note"
          error={errors.note?.message}
          hint="Required to decline: it is mailed to the applicant. When approving it stays with the application, for admins only."
        >
          {(aria) => <Textarea rows={4} maxLength={2000} {...aria} {...form.register('note')} />}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{isSubmitting ? 'Saving...' : 'Approve and invite'}</Button>
          <Button type="button" variant="outline" onClick={() => void submit('decline')()}>
            Decline
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
