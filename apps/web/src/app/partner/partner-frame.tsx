import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { PartnerConsoleShell, type ConsoleSection } from '@/features/partners/components/partner-console';
import { ApiError } from '@/lib/api-client';
import { PageLoading } from '../layout/page-loading';

type Props<T> = {
  title: string;
  /** Where signing in comes back to. */
  returnTo: string;
  session: { user: unknown; isLoading: boolean };
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** None on a section's own home. */
  back?: { to: string; label: string };
  /** The console section the page is in, and whether it is that section's home. */
  section?: ConsoleSection;
  sectionHome?: boolean;
  description?: string;
  children: (data: T) => ReactNode;
};

/**
 * A partner console page: signed out, asked to sign in; not a partner, told so; another organisation's
 * property or room, told it is not there (the API's 404, docs/decisions/partner-listings.md).
 */
export function PartnerFrame<T>({
  title,
  returnTo,
  session,
  query,
  back,
  section,
  sectionHome = false,
  description = 'Your properties and rooms on Restora.',
  children,
}: Props<T>) {
  const status = query.error instanceof ApiError ? query.error.status : null;
  return (
    <Container className="py-10 sm:py-12">
      <PageMeta title={title} description={description} />
      {session.isLoading ? (
        <PageLoading />
      ) : !session.user ? (
        <SignInPrompt message="Please log in to open the partner console" returnTo={returnTo} />
      ) : query.isError ? (
        status === 403 && query.error instanceof ApiError && query.error.code.startsWith('second_factor') ? (
          // The organisation asks its members for a second factor: the console's home sets it up or asks
          // for the code (docs/decisions/second-factors.md).
          <div className="mx-auto grid max-w-md justify-items-center gap-4 text-center">
            <h1 className="text-3xl font-semibold">Second factor needed</h1>
            <p className="text-sand-700">{query.error.message}</p>
            <Button asChild>
              <Link to={paths.partner.to()}>Continue</Link>
            </Button>
          </div>
        ) : status === 403 ? (
          <div className="mx-auto grid max-w-md justify-items-center gap-4 text-center">
            <h1 className="text-3xl font-semibold">For Restora partners</h1>
            <p className="text-sand-700">{NOT_A_PARTNER}</p>
            <Button asChild>
              <Link to={paths.forPartners.to()}>Become a partner</Link>
            </Button>
          </div>
        ) : (
          <div className="grid justify-items-start gap-4">
            <h1 className="text-3xl font-semibold">
              {status === 404 ? 'Not found' : 'Something went wrong'}
            </h1>
            <p role="alert" className="text-sand-700">
              {query.error?.message}
            </p>
            <Link
              to={paths.partner.to()}
              className="font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              Back to your properties
            </Link>
          </div>
        )
      ) : query.isPending || query.data === undefined ? (
        <PageLoading />
      ) : (
        <PartnerConsoleShell title={title} {...(section ? { section, atHome: sectionHome } : {})}>
          {back ? (
            <Link
              to={back.to}
              className="-mt-4 mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {back.label}
            </Link>
          ) : null}
          {children(query.data)}
        </PartnerConsoleShell>
      )}
    </Container>
  );
}
