import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import type { StayCard } from '@restora/shared/contracts/stays';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

export const FEATURED_STAYS_SHOWN = 4;

type FeaturedStaysSectionProps = {
  stays: StayCard[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** The card of one stay (the stays feature's, composed by the route module). */
  renderStay: (stay: StayCard) => ReactNode;
};

/**
 * Featured stays (docs/decisions/stay-search.md). The stays come from the route module, which owns the call
 * to the stays feature.
 */
export function FeaturedStaysSection({ stays, isPending, error, renderStay }: FeaturedStaysSectionProps) {
  return (
    <section aria-labelledby="featured-stays" className="py-16 md:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            id="featured-stays"
            title="Featured Wellness Stays"
            intro="Some of the most loved places on Restora, each rated 4.5 or higher by guests."
          />
          <Button asChild variant="outline" className="hidden sm:inline-flex">
            <Link to={paths.findStays.to()}>View All Stays</Link>
          </Button>
        </div>
        <div className="mt-10">
          <FeaturedStaysBody stays={stays} isPending={isPending} error={error} renderStay={renderStay} />
        </div>
        <Button asChild variant="outline" className="mt-8 w-full sm:hidden">
          <Link to={paths.findStays.to()}>View All Stays</Link>
        </Button>
      </Container>
    </section>
  );
}

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4';

function FeaturedStaysBody({ stays, isPending, error, renderStay }: FeaturedStaysSectionProps) {
  if (isPending) {
    return (
      <div>
        <p role="status" className="mb-6 text-sand-700">
          Loading properties...
        </p>
        <div className={grid} aria-hidden>
          {Array.from({ length: FEATURED_STAYS_SHOWN }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] rounded-[var(--radius-card)]" />
          ))}
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <p
        role="alert"
        className="flex items-center gap-3 rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-5 py-4 text-red-900"
      >
        <CircleAlert className="size-5 shrink-0" aria-hidden />
        Error fetching properties: {error.message}
      </p>
    );
  }
  if (!stays?.length) {
    return <p className="text-sand-700">New stays are added regularly. Please check back soon.</p>;
  }
  return (
    <ul className={grid} aria-label="Featured wellness stays">
      {stays.slice(0, FEATURED_STAYS_SHOWN).map((stay) => (
        <li key={stay.id}>{renderStay(stay)}</li>
      ))}
    </ul>
  );
}
