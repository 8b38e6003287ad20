import { Link } from 'react-router';
import { GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { useConversation } from '@/features/messages/api/conversations';
import { Thread } from '@/features/messages/components/thread';
import { ApiError } from '@/lib/api-client';
import { useIdParam } from '@/lib/id-param';
import { usePageNotFound } from '@/lib/page-status';
import { PageLoading } from '../layout/page-loading';

/** /messages/{id}: one of the guest's threads (docs/decisions/conversations.md, "The guest's screens"). */
export function Component() {
  const id = useIdParam();
  const { user, isLoading } = useSession();
  if (id === null) return <NotFound />;
  if (isLoading) return <PageLoading />;
  if (!user)
    return (
      <Container className="py-12 md:py-16">
        <PageMeta title={T.inboxTitle} />
        <SignInPrompt message={T.signInPrompt} returnTo={paths.message.to(id)} />
      </Container>
    );
  return <ThreadScreen key={id} id={id} />;
}

function NotFound() {
  usePageNotFound();
  return (
    <Container className="py-24 text-center">
      <PageMeta title={T.threadNotFound} />
      <h1 className="text-3xl font-semibold">{T.threadNotFound}</h1>
      <Link to={paths.messages.to()} className="mt-6 inline-block font-medium text-primary-700 underline">
        {T.backToInbox}
      </Link>
    </Container>
  );
}

function ThreadScreen({ id }: { id: number }) {
  const thread = useConversation(id);
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.status === 404) return <NotFound />;
    return (
      <Container className="py-24 text-center">
        <p role="alert">We could not load this conversation: {thread.error.message}</p>
      </Container>
    );
  }
  const pages = thread.data?.pages;
  const detail = pages?.[0];
  if (!pages || !detail) return <PageLoading />;
  // Each further page holds the messages before the last one's: read them back to front, oldest first.
  const messages = [...pages].reverse().flatMap((p) => p.messages);
  const earliest = pages[pages.length - 1];
  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <PageMeta title={`${T.inboxTitle}: ${detail.about.property.name}`} />
      <Thread
        detail={detail}
        messages={messages}
        hasEarlier={Boolean(earliest?.hasEarlier)}
        loadingEarlier={thread.isFetchingNextPage}
        onLoadEarlier={() => void thread.fetchNextPage()}
      />
    </Container>
  );
}
