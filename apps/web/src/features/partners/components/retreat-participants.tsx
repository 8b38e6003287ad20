import type { Participant } from '@restora/shared/contracts/partner-retreats';
import { formatIsoDay, formatUsd } from '@restora/shared/domain/format';

const STATUS: Record<Participant['status'], string> = {
  pending: 'Paying',
  confirmed: 'Confirmed',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** Who booked the retreat: the guest, the option, paid so far, the balance due and when, the status. */
export function RetreatParticipants({ participants }: { participants: readonly Participant[] }) {
  return (
    <section aria-labelledby="retreat-participants-heading" className="grid gap-3">
      <h2 id="retreat-participants-heading" className="text-2xl font-semibold">
        Participants
      </h2>
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
                        {p.balanceStatus === 'failed' ? (
                          <span className="block text-red-800">Card declined, retrying</span>
                        ) : null}
                      </>
                    ) : (
                      'None'
                    )}
                  </td>
                  <td className="px-4 py-3">{STATUS[p.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
