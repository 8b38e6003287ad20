import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useRetreats } from '../api/retreats';
import { RetreatCard } from './retreat-card';

/** The home page's next three retreats, below the featured stays (docs/decisions/retreats.md). */
export function UpcomingRetreats() {
  const retreats = useRetreats('pageSize=3');
  const items = retreats.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="upcoming-retreats" className="bg-white py-16 md:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <h2 id="upcoming-retreats" className="text-3xl font-semibold sm:text-4xl">
              Upcoming Retreats
            </h2>
            <p className="mt-3 text-lg text-sand-700">
              Programs on fixed dates with teachers, meals and a room: reserve with a deposit.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to={paths.retreats.to()}>View All Retreats</Link>
          </Button>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((r) => (
            <li key={r.id}>
              <RetreatCard retreat={r} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
