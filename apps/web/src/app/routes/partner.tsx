import { Link } from 'react-router';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageMeta } from '../../components/ui/page-meta';
import { paths } from '../../config/paths';
import { useSession } from '../../features/account/api/get-session';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt';
import { usePartnerHome } from '../../features/partners/api/get-partner-home';
import {
  PartnerConsoleShell,
  PartnerOrganisations,
} from '../../features/partners/components/partner-console';
import { ApiError } from '../../lib/api-client';
import { PageLoading } from '../layout/page-loading';

/** The partner console's home: the partner's organisation and its properties (docs/decisions/partners.md). */
export function Component() {
  const { user, isLoading } = useSession();
  const home = usePartnerHome(Boolean(user));
  return (
    <Container className="py-12">
      <PageMeta title="Partner Console" description="Your organisation and properties on Restora." />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to open the partner console" returnTo={paths.partner.to()} />
      ) : home.isPending ? (
        <PageLoading />
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
          <p role="alert" className="text-danger">
            {home.error.message}
          </p>
        )
      ) : (
        <PartnerConsoleShell title={home.data.organisations.map((o) => o.name).join(' · ')}>
          <PartnerOrganisations home={home.data} />
        </PartnerConsoleShell>
      )}
    </Container>
  );
}
