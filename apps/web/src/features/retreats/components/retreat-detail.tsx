import type { ReactNode } from 'react';
import { CalendarDays, Clock, Globe2, MapPin, Signal } from 'lucide-react';
import type { RetreatDetail as RetreatDetailData } from '@restora/shared/contracts/retreats';
import { CANCELLATION_POLICIES, RETREAT_LEVEL_LABELS } from '@restora/shared/domain/retreats';
import { PhotoPicture } from '@/components/ui/photo-picture';
import { retreatDates } from './retreat-card';

// A retreat's page (docs/decisions/retreats.md): the program and who leads it, what is included, the
// payment terms and the policy; the booking panel beside it (below it on a phone). Its partner's photos lead
// (the cover first, the artwork without any) and show each facilitator's portrait (docs/decisions/photos.md,
// "Retreat and facilitator photos").

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function RetreatDetail({
  retreat,
  program,
  booking,
}: {
  retreat: RetreatDetailData;
  /** The day-by-day program, rendered from its Markdown by the site's safe renderer. */
  program: ReactNode;
  booking: ReactNode;
}) {
  const facts: [ReactNode, string][] = [
    [
      <CalendarDays key="d" className="size-4" aria-hidden />,
      retreatDates(retreat.startDate, retreat.endDate),
    ],
    [
      <MapPin key="m" className="size-4" aria-hidden />,
      `${retreat.propertyName}, ${retreat.city}, ${retreat.country}`,
    ],
    [
      <Clock key="c" className="size-4" aria-hidden />,
      `Check-in ${retreat.checkInTime} · check-out ${retreat.checkOutTime}`,
    ],
    [<Signal key="s" className="size-4" aria-hidden />, RETREAT_LEVEL_LABELS[retreat.level]],
    [<Globe2 key="g" className="size-4" aria-hidden />, `In ${retreat.language}`],
  ];
  const heroAlt = `${retreat.title} at ${retreat.propertyName}`;
  const heroClass =
    'aspect-[16/9] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover sm:aspect-[21/9]';
  const [cover, ...more] = retreat.photos;
  return (
    <article className="wrap-anywhere">
      {cover ? (
        <PhotoPicture
          photo={cover}
          alt={heroAlt}
          sizes="(min-width: 1280px) 1232px, 100vw"
          eager
          className={heroClass}
        />
      ) : (
        <img src={retreat.imageUrl} alt={heroAlt} width={1200} height={800} className={heroClass} />
      )}
      {more.length ? (
        <ul aria-label="More photos" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {more.map((p, i) => (
            <li key={p.id}>
              <PhotoPicture
                photo={p}
                alt={`${heroAlt}, photo ${i + 2}`}
                sizes="(min-width: 640px) 25vw, 50vw"
                className="aspect-[4/3] w-full rounded-xl bg-sand-100 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 grid items-start gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          {retreat.status === 'cancelled' ? (
            <p role="status" className="mb-4 rounded-xl bg-accent-50 p-4 font-semibold text-accent-800">
              This retreat has been cancelled.
            </p>
          ) : null}
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {retreat.propertyName}
          </p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{retreat.title}</h1>
          <p className="mt-3 text-lg text-sand-700">{retreat.summary}</p>
          <ul className="mt-6 grid gap-2 text-sand-800 sm:grid-cols-2">
            {facts.map(([icon, text]) => (
              <li key={text} className="flex items-center gap-2">
                <span className="text-primary-700">{icon}</span>
                {text}
              </li>
            ))}
          </ul>
          {retreat.features.length ? (
            <ul className="mt-5 flex flex-wrap gap-1.5" aria-label="Wellness focus">
              {retreat.features.map((f) => (
                <li key={f} className="rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-800">
                  {f}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {/* On a phone the booking panel follows the facts; on a wide screen it stays beside the page. */}
        <aside
          aria-label="Book this retreat"
          className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          {booking}
        </aside>
        <div className="lg:col-start-1 lg:row-start-2">
          <Section title="About this retreat">
            {lines(retreat.description).map((p, i) => (
              <p key={i} className="mt-3 text-lg leading-8 text-sand-800 first:mt-0">
                {p}
              </p>
            ))}
          </Section>
          <Section title="Day by day">{program}</Section>
          {retreat.facilitators.length ? (
            <Section title="Your teachers">
              <ul className="grid gap-4 sm:grid-cols-2">
                {retreat.facilitators.map((f) => (
                  <li key={f.name} className="flex gap-4 rounded-xl border border-sand-200 bg-white p-4">
                    {f.photo ? (
                      <PhotoPicture
                        photo={f.photo}
                        alt={`Portrait of ${f.name}`}
                        sizes="4rem"
                        className="size-16 shrink-0 rounded-full bg-sand-100 object-cover"
                      />
                    ) : f.imageUrl ? (
                      <img
                        src={f.imageUrl}
                        alt={`Portrait of ${f.name}`}
                        width={64}
                        height={64}
                        loading="lazy"
                        className="size-16 shrink-0 rounded-full bg-sand-100 object-cover"
                      />
                    ) : null}
                    <div>
                      <p className="font-semibold">{f.name}</p>
                      <p className="mt-1 text-sm text-sand-700">{f.bio}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          {/* A list the partner left empty (both are optional) is left out, not shown as a bare heading. */}
          {lines(retreat.included).length + lines(retreat.notIncluded).length > 0 ? (
            <div className="mt-10 grid gap-6 sm:grid-cols-2">
              {(
                [
                  ['Included', retreat.included],
                  ['Not included', retreat.notIncluded],
                ] as const
              ).map(([title, text]) =>
                lines(text).length > 0 ? (
                  <div key={title}>
                    <h2 className="text-xl font-semibold">{title}</h2>
                    <ul className="mt-3 list-disc pl-5 text-sand-800">
                      {lines(text).map((l) => (
                        <li key={l}>{l}</li>
                      ))}
                    </ul>
                  </div>
                ) : null,
              )}
            </div>
          ) : null}
          <Section title="Payment and cancellation">
            <p className="text-sand-800">
              {retreat.depositPercent === null
                ? 'You pay the whole price when you book.'
                : `A deposit of ${retreat.depositPercent}% when you book; the balance is charged to the same card ${retreat.balanceDueDays} days before the start, with a reminder a week before. You can pay it earlier from your dashboard.`}
            </p>
            <p className="mt-3 text-sand-800">
              <span className="font-semibold">
                {CANCELLATION_POLICIES[retreat.cancellationPolicy].label} policy:
              </span>{' '}
              {CANCELLATION_POLICIES[retreat.cancellationPolicy].text}
            </p>
          </Section>
        </div>
      </div>
    </article>
  );
}
