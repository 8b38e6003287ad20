import { lazy, Suspense } from 'react';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { useProfile } from '@/features/account/api/get-profile';
import { useSession } from '@/features/account/api/get-session';
import { ProfileForm } from '@/features/account/components/profile-form';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { paths } from '@/config/paths';
import { PageLoading } from '../layout/page-loading';

// Below the profile form, and rarely used: their code comes after the page's own.
const AccountSettings = lazy(() => import('@/features/account/components/account-settings'));

export function Component() {
  const { user, isLoading } = useSession();
  const profile = useProfile({ enabled: Boolean(user) });

  return (
    <Container className="max-w-3xl py-12 md:py-16">
      <PageMeta title="Profile" description="Your Restora profile." />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to view your profile" returnTo={paths.profile.to()} />
      ) : (
        <>
          <h1 className="text-4xl font-semibold">Profile</h1>
          <p className="mt-2 text-sand-700">Your name and phone number, as our hosts will see them.</p>
          <div className="mt-8 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8">
            {profile.isPending ? (
              <PageLoading />
            ) : profile.isError ? (
              <p role="alert" className="text-danger">
                Error: Failed to load user information
              </p>
            ) : (
              <ProfileForm key={profile.data.id} profile={profile.data} />
            )}
          </div>
          <Suspense fallback={null}>
            <AccountSettings />
          </Suspense>
        </>
      )}
    </Container>
  );
}
