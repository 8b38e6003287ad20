import { useState } from 'react';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import { formatIsoDay, formatUsd } from '@restora/shared/domain/format';
import { FormAlert } from '@/components/ui/form-alert';
import { RetreatRequestAnswer, type AnswerOutcome } from './retreat-request-answer';

const STATUS: Record<Participant['status'], string> = {
  pending: 'Paying',
  confirmed: 'Confirmed',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
  requested: 'Requested',
  declined: 'Declined',
  expired: 'Expired',
};

type Props = { retreatId: number; participants: readonly Participant[] };

/**
 * Who booked the retreat: the guest, the option, paid so far, the balance due and when, the status; a
 * place requested is answered from its row (docs/decisions/request-to-book.md), and its balance is marked as
 * the one an acceptance would schedule (nothing is owed yet).
 */
export function RetreatParticipants({ retreatId, participants }: Props) {
  const [outcome, setOutcome] = useState<AnswerOutcome>(null);
  return (
    <section aria-labelledby="retreat-participants-heading" className="grid gap-3">
      <h2 id="retreat-participants-heading" className="text-2xl font-semibold">
        Participants
      </h2>
      {/* Above the rows, so that it stays once the row has changed (a 409: answered, expired). */}
      {outcome?.tone === 'alert' ? (
        <FormAlert message={outcome.text} />
      ) : outcome ? (
        <p role="status" className="rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">
          {outcome.text}
        </p>
      ) : null}
      {participants.length === 0 ? (
        <p className="text-sand-700">Nobody has booked yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-sand-200 text-sand-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Guest
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Option
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  People
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Paid
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Balance due
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {participants.map((p) => (
                <tr key={p.bookingId} className="border-b border-sand-100 last:border-0">
                  <td className="px-4 py-3">
                    <span className="block font-medium">{p.guestName}</span>
                    {p.guestEmail ? <span className="block text-sand-600">{p.guestEmail}</span> : null}
                  </td>
                  <td className="px-4 py-3">{p.optionName}</td>
                  <td className="px-4 py-3">{p.people}</td>
                  <td className="px-4 py-3">
                    {formatUsd(p.paidCents)} of {formatUsd(p.totalCents)}
                    {p.refundedCents > 0 ? (
                      <span className="block text-sand-600">{formatUsd(p.refundedCents)} refunded</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    {p.balanceDueCents > 0 ? (
                      <>
                        {formatUsd(p.balanceDueCents)}
                        {p.balanceDueDate ? (
                          <span className="block text-sand-600">on {formatIsoDay(p.balanceDueDate)}</span>
                        ) : null}
                        {p.status === 'requested' ? (
                          <span className="block text-sand-600">if accepted</span>
                        ) : null}
                        {p.balanceStatus === 'failed' ? (
                          <span className="block text-red-800">Card declined, retrying</span>
                        ) : null}
                      </>
                    ) : (
                      'None'
                    )}
                  </td>
                  <td className={p.status === 'requested' ? 'min-w-56 px-4 py-3' : 'px-4 py-3'}>
                    {STATUS[p.status]}
                    {p.status === 'requested' ? (
                      <RetreatRequestAnswer participant={p} retreatId={retreatId} onOutcome={setOutcome} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
