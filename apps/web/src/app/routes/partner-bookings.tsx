import { Link } from 'react-router';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { partnerBookingsTexts as T } from '@restora/shared/domain/partner-bookings';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { PartnerBookingsView } from '@/features/partners/components/bookings/partner-bookings-view';
import { BookingRequests } from '@/features/partners/components/bookings/booking-requests';
import { PartnerConsoleShell } from '@/features/partners/components/partner-console';
import { ApiError } from '@/lib/api-client';
import { PageLoading } from '../layout/page-loading';
import { StepUpOnDemand } from '../layout/step-up-on-demand';

/** The bookings of the partner's properties (docs/decisions/partner-bookings.md). */
export function Component() {
  const { user, isLoading } = useSession();
  const home = usePartnerHome(Boolean(user));
  return (
    <Container className="py-12">
      <PageMeta title="Partner Bookings" description="The bookings of your properties on Restora." />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt
          message="Please log in to open the partner console"
          returnTo={paths.partnerBookings.to()}
        />
      ) : home.isPending ? (
        <PageLoading />
      ) : home.isError ? (
        <div className="mx-auto grid max-w-md justify-items-center gap-4 text-center">
          <h1 className="text-3xl font-semibold">For Restora partners</h1>
          <p role="alert" className="text-sand-700">
            {home.error instanceof ApiError && home.error.status === 403 ? NOT_A_PARTNER : home.error.message}
          </p>
          <Link
            to={paths.forPartners.to()}
            className="font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            Become a partner
          </Link>
        </div>
      ) : (
        <PartnerConsoleShell title={T.title} section="bookings">
          <p className="-mt-4 mb-6 text-sand-700">{T.intro}</p>
          <BookingRequests />
          <PartnerBookingsView
            properties={home.data.organisations.flatMap((o) =>
              o.properties.map((p) => ({ id: p.id, name: p.name })),
            )}
          />
        </PartnerConsoleShell>
      )}
      {/* A refund over $500 may ask for the code again (docs/decisions/second-factors.md). */}
      <StepUpOnDemand />
    </Container>
  );
}
