import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useSession } from '@/features/account/api/get-session';
import { SecondFactorGate } from '@/features/account/components/second-factor/second-factor-gate';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { PageLoading } from './page-loading';
import { StepUpOnDemand } from './step-up-on-demand';

/**
 * The frame of an admin screen: a visitor is asked to sign in (and comes back here), a signed-in
 * non-admin is told the page is not for them; the API refuses both as well. An admin whose session has
 * not passed a second factor sets one up, or proves the one they have (the app's code or a passkey), first
 * (docs/decisions/second-factors.md, passkeys.md); then the admin nav.
 */
export function AdminOnly({
  returnTo,
  signInMessage,
  children,
}: {
  returnTo: string;
  signInMessage: string;
  children: (isAdmin: true) => ReactNode;
}) {
  const { user, isLoading } = useSession();
  return (
    <Container className="py-12">
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message={signInMessage} returnTo={returnTo} />
      ) : user.role !== 'admin' ? (
        <div className="mx-auto max-w-md text-center">
          <h1 className="text-3xl font-semibold">Administrators only</h1>
          <p className="mt-3 text-sand-700">This page is for Restora administrators.</p>
        </div>
      ) : (
        <SecondFactorGate reason="admin">
          <AdminNav />
          {children(true)}
          <StepUpOnDemand />
        </SecondFactorGate>
      )}
    </Container>
  );
}
