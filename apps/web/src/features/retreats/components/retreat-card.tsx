import { useId } from 'react';
import { Link } from 'react-router';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { RetreatCard as RetreatCardData } from '@restora/shared/contracts/retreats';
import { retreatNights, spotsLeftText } from '@restora/shared/domain/retreats';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatIsoDay, formatMoney } from '@/lib/format';

/** "Mar 3 – Mar 10, 2027 · 8 days": the program's dates and its length in days, both ends included. */
export function retreatDates(startDate: string, endDate: string) {
  const days = retreatNights(startDate, endDate) + 1;
  return `${formatIsoDay(startDate)} – ${formatIsoDay(endDate)} · ${days} days`;
}

/** A retreat in a list: its artwork, dates, place, "from" price (early bird while it lasts) and spots left. */
export function RetreatCard({ retreat, eager = false }: { retreat: RetreatCardData; eager?: boolean }) {
  const titleId = useId();
  const place = [retreat.city, retreat.country].filter(Boolean).join(', ');
  const few = retreat.spotsLeft > 0 && retreat.spotsLeft <= 3;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft">
      <div className="relative">
        <img
          src={retreat.imageUrl}
          alt={`${retreat.title} at ${retreat.propertyName}`}
          width={1200}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[3/2] w-full bg-sand-100 object-cover"
        />
        {retreat.fullPriceCents !== null ? (
          <span className="absolute top-3 left-3 rounded-full bg-accent-600 px-3 py-1 text-xs font-semibold text-white shadow">
            Early bird
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 wrap-anywhere">
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          {retreat.title}
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-sand-700">
          <CalendarDays className="size-3.5 shrink-0" aria-hidden />
          {retreatDates(retreat.startDate, retreat.endDate)}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-sand-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {retreat.propertyName}, {place}
        </p>
        <p
          className={`mt-1 flex items-center gap-1.5 text-sm ${few || retreat.spotsLeft === 0 ? 'font-semibold text-accent-700' : 'text-sand-600'}`}
        >
          <Users className="size-3.5 shrink-0" aria-hidden />
          {spotsLeftText(retreat.spotsLeft)}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <div>
            <p className="text-sm text-sand-700">
              from{' '}
              <span className="font-display text-xl font-semibold text-ink">
                {formatMoney(retreat.fromPriceCents)}
              </span>{' '}
              / person
            </p>
            {retreat.fullPriceCents !== null ? (
              <p className="text-xs text-sand-600">
                <s>{formatMoney(retreat.fullPriceCents)}</s>
                {retreat.earlyBirdUntil
                  ? ` · early bird until ${formatIsoDay(retreat.earlyBirdUntil)}`
                  : ' · first spots only'}
              </p>
            ) : null}
          </div>
          <Button asChild size="sm">
            <Link to={paths.retreat.to(retreat.id)} aria-describedby={titleId}>
              View Retreat
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
