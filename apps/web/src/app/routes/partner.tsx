import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { usePartnerProperties } from '@/features/partners/api/get-partner-properties';
import { PartnerConsoleShell } from '@/features/partners/components/partner-console';
import { PartnerPropertyList } from '@/features/partners/components/partner-property-list';
import { OrganisationSecondFactor } from '@/features/partners/components/organisation-second-factor';
import { SetUpReminder } from '@/features/account/components/second-factor/set-up-reminder';
import { ApiError } from '@/lib/api-client';
import { PageLoading } from '../layout/page-loading';
import { StepUpOnDemand } from '../layout/step-up-on-demand';

// Only for a member whose organisation asks for a second factor not yet passed (docs/decisions/second-factors.md).
const SecondFactorGate = lazy(() =>
  import('@/features/account/components/second-factor/second-factor-gate').then((m) => ({
    default: m.SecondFactorGate,
  })),
);

/** The list's search and page live in the URL (?q=&page=), as the back office's lists keep theirs. */
function useListParams() {
  const [params] = useSearchParams();
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return { search, page };
}

/**
 * The partner console's home: the partner's organisations and their properties, found by name and paged
 * (docs/decisions/partners.md, partner-listings.md).
 */
export function Component() {
  const { user, isLoading } = useSession();
  const home = usePartnerHome(Boolean(user));
  const { search, page } = useListParams();
  const list = usePartnerProperties({ search, page }, Boolean(user) && home.isSuccess);
  const navigate = useNavigate();
  return (
    <Container className="py-12">
      <PageMeta title="Partner Console" description="Your organisation and properties on Restora." />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to open the partner console" returnTo={paths.partner.to()} />
      ) : home.isPending ? (
        <PageLoading />
      ) : home.isError && home.error instanceof ApiError && home.error.code.startsWith('second_factor') ? (
        // The organisation asks its members for a second factor (docs/decisions/second-factors.md).
        <Suspense fallback={<PageLoading />}>
          <SecondFactorGate reason="organisation" onPassed={() => void home.refetch()}>
            <PageLoading />
          </SecondFactorGate>
        </Suspense>
      ) : home.isError ? (
        home.error instanceof ApiError && home.error.status === 403 ? (
          <div className="mx-auto grid max-w-md justify-items-center gap-4 text-center">
            <h1 className="text-3xl font-semibold">For Restora partners</h1>
            <p className="text-sand-700">
              {NOT_A_PARTNER} Run a retreat, studio or spa? Tell us about it and we will be in touch.
            </p>
            <Button asChild>
              <Link to={paths.forPartners.to()}>Become a partner</Link>
            </Button>
          </div>
        ) : (
          // A heading like every other console screen's failure (app/partner/partner-frame.tsx).
          <div className="grid justify-items-start gap-4">
            <h1 className="text-3xl font-semibold">Something went wrong</h1>
            <p role="alert" className="text-danger">
              {home.error.message}
            </p>
          </div>
        )
      ) : (
        <PartnerConsoleShell title={home.data.organisations.map((o) => o.name).join(' · ')}>
          <SetUpReminder profilePath={paths.profile.to()} />
          {home.data.organisations.map((o) => (
            <OrganisationSecondFactor key={o.id} id={o.id} name={o.name} />
          ))}
          <PartnerPropertyList
            data={list.data}
            error={list.error}
            search={search}
            page={page}
            showOrganisation={home.data.organisations.length > 1}
            onSearch={(next) => void navigate(paths.partner.to({ search: next }))}
          />
        </PartnerConsoleShell>
      )}
      {/* A refund over $500 may ask for the code again (docs/decisions/second-factors.md). */}
      <StepUpOnDemand />
    </Container>
  );
}
