import { Navigate, useNavigate } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { useSession } from '@/features/account/api/get-session';
import { AuthPanel } from '@/features/account/components/auth-panel';
import { usePostAuthTarget } from '@/features/account/hooks/use-post-auth-target';
import { PageLoading } from '../layout/page-loading';

export function Component() {
  const { user, isLoading } = useSession();
  const target = usePostAuthTarget();
  const navigate = useNavigate();

  if (isLoading) return <PageLoading />;
  if (user) return <Navigate to={target} replace />;

  return (
    <Container className="grid gap-12 py-12 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center md:py-20">
      <PageMeta title="Sign In" description="Sign in to Restora or create an account." />
      <div className="hidden md:block">
        <img
          src="/images/content/how-step-4.svg"
          alt="A figure in a tree pose on a deck at sunrise"
          width={1200}
          height={800}
          className="aspect-[3/2] w-full rounded-[var(--radius-card)] object-cover shadow-soft"
        />
        <p className="mt-6 max-w-md text-lg text-sand-700">
          Your bookings, orders and journey plans, kept together in one calm place.
        </p>
      </div>
      <section className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8">
        <h1 className="text-3xl font-semibold">Welcome to Restora</h1>
        <p className="mt-2 text-sand-700">Sign in or create an account to book and check out.</p>
        <div className="mt-6">
          <AuthPanel onSuccess={() => void navigate(target, { replace: true })} />
        </div>
      </section>
    </Container>
  );
}
