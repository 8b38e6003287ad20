import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { JourneyPlanner } from '@/features/journey/components/journey-planner';
import { PageLoading } from '../layout/page-loading';

export function Component() {
  const { user, isLoading } = useSession();

  return (
    <Container className="py-12 md:py-16">
      <PageMeta
        title="Journey Planner"
        description="Arrange stays, services and products into your wellness journey plans."
      />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt
          message="Please log in to plan your wellness journey"
          returnTo={paths.journeyDashboard.to()}
        />
      ) : (
        <>
          <h1 className="text-4xl font-semibold">Journey Planner</h1>
          <p className="mt-2 text-sand-700">
            Arrange stays, services and products into plans, keep notes and book when you are ready.
          </p>
          <JourneyPlanner />
        </>
      )}
    </Container>
  );
}
