import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { ArticleBody } from '@/features/content/components/article/article-body';
import { AskHostButton } from '@/features/messages/components/ask-host-button';
import { useRetreat } from '@/features/retreats/api/retreats';
import { RetreatBooking } from '@/features/retreats/components/retreat-booking';
import { RetreatDetail } from '@/features/retreats/components/retreat-detail';
import { ApiError } from '@/lib/api-client';
import { useIdParam } from '@/lib/id-param';
import { usePageNotFound } from '@/lib/page-status';
import { PageLoading } from '../layout/page-loading';

/** /retreats/{id} (docs/decisions/retreats.md). */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <RetreatScreen key={id} id={id} />;
}

function NotFound() {
  usePageNotFound();
  return (
    <Container className="py-24 text-center">
      <PageMeta title="Retreat not found" />
      <h1 className="text-3xl font-semibold">Retreat not found</h1>
      <Link to={paths.retreats.to()} className="mt-6 inline-block font-medium text-primary-700 underline">
        See upcoming retreats
      </Link>
    </Container>
  );
}

function RetreatScreen({ id }: { id: number }) {
  const retreat = useRetreat(id);
  const { user } = useSession();
  if (retreat.isError) {
    if (retreat.error instanceof ApiError && retreat.error.status === 404) return <NotFound />;
    return (
      <Container className="py-24 text-center">
        <p role="alert">We could not load this retreat: {retreat.error.message}</p>
      </Container>
    );
  }
  if (!retreat.data) return <PageLoading />;
  const data = retreat.data;
  return (
    <Container className="py-6 sm:py-10">
      <PageMeta title={data.title} description={data.summary} />
      <RetreatDetail
        retreat={data}
        program={<ArticleBody markdown={data.program} />}
        booking={
          <>
            <RetreatBooking retreat={data} signedIn={Boolean(user)} />
            <AskHostButton
              about={{ kind: 'retreat', id: data.id }}
              subject={data.title}
              signedIn={Boolean(user)}
              className="mt-4"
            />
          </>
        }
      />
    </Container>
  );
}
