import { useId } from 'react';
import { Clock } from 'lucide-react';
import { REVIEW_TEXTS as T } from '@restora/shared/domain/review-replies';

type Props = { houseRules: string; checkInTime: string; checkOutTime: string };

/** The property's check-in and check-out times and its house rules, as its partner wrote them (plain text). */
export function HouseRules({ houseRules, checkInTime, checkOutTime }: Props) {
  const headingId = useId();
  const times = [
    [T.checkIn, T.checkInFrom(checkInTime), checkInTime],
    [T.checkOut, T.checkOutBy(checkOutTime), checkOutTime],
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        {T.houseRulesTitle}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {times.map(([label, text, time]) => (
          <div key={label}>
            <dt className="text-sm text-sand-600">{label}</dt>
            <dd className="mt-1 flex items-center gap-2 font-medium text-sand-800">
              <Clock className="size-4 shrink-0 text-primary-700" aria-hidden />
              <time dateTime={time}>{text}</time>
            </dd>
          </div>
        ))}
      </dl>
      {houseRules.trim() ? (
        <p className="mt-4 leading-relaxed whitespace-pre-line text-sand-800">{houseRules}</p>
      ) : null}
    </section>
  );
}
