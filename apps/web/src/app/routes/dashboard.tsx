import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { useDashboard } from '@/features/bookings/api/get-dashboard';
import { BookingItem } from '@/features/bookings/components/booking-item';
import { StatCards } from '@/features/bookings/components/stat-cards';
import { RetreatPlaces } from '@/features/retreats/components/retreat-places';
import { displayName } from '@restora/shared/domain/display-name';
import { PageLoading } from '../layout/page-loading';

export function Component() {
  const { user, isLoading } = useSession();
  const dashboard = useDashboard({ enabled: Boolean(user) });

  return (
    <Container className="py-12 md:py-16">
      <PageMeta title="Dashboard" description="Your bookings, upcoming stays and spending at a glance." />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to view your dashboard" returnTo={paths.dashboard.to()} />
      ) : (
        <>
          <h1 className="text-4xl font-semibold wrap-anywhere">Welcome back, {displayName(user)}</h1>
          <p className="mt-2 text-sand-700">Your stays and services in one place.</p>
          {dashboard.isPending ? (
            <PageLoading />
          ) : dashboard.isError ? (
            <div role="alert" className="mt-8 rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
              <p>We could not load your dashboard: {dashboard.error.message}</p>
              <Button className="mt-3" size="sm" onClick={() => void dashboard.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <>
              <div className="mt-8">
                <StatCards dashboard={dashboard.data} />
              </div>
              <section aria-labelledby="recent-bookings" className="mt-12">
                <h2 id="recent-bookings" className="text-2xl font-semibold">
                  Recent Bookings
                </h2>
                {dashboard.data.recentBookings.length ? (
                  <ul className="mt-5 grid gap-4">
                    {dashboard.data.recentBookings.map((b) => (
                      <BookingItem key={b.id} booking={b} />
                    ))}
                  </ul>
                ) : (
                  <div className="mt-5 rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-10 text-center">
                    <p className="text-lg font-semibold">
                      {dashboard.data.retreatPlaces ? 'No stays or services booked yet' : 'No bookings yet'}
                    </p>
                    <p className="mt-1 text-sand-700">
                      Find a retreat, spa or studio for your next restorative trip.
                    </p>
                    <Button asChild className="mt-5">
                      <Link to={paths.findStays.to()}>Explore Properties</Link>
                    </Button>
                  </div>
                )}
              </section>
              <RetreatPlaces />
            </>
          )}
        </>
      )}
    </Container>
  );
}
