import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { useConversations } from '@/features/messages/api/conversations';
import { ConversationList } from '@/features/messages/components/conversation-list';
import { PageLoading } from '../layout/page-loading';

/** /messages: the guest's conversations with hosts (docs/decisions/conversations.md, "The guest's screens"). */
export function Component() {
  const { user, isLoading } = useSession();
  return (
    <Container className="py-12 md:py-16">
      <PageMeta title={T.inboxTitle} description={T.inboxIntro} />
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message={T.signInPrompt} returnTo={paths.messages.to()} />
      ) : (
        <Inbox />
      )}
    </Container>
  );
}

function Inbox() {
  const [params] = useSearchParams();
  const top = useRef<HTMLHeadingElement>(null);
  const unread = params.get('unread') === 'true';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const list = useConversations({ unread, page });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const searchFor = (to: number) => {
    const next = new URLSearchParams();
    if (unread) next.set('unread', 'true');
    if (to > 1) next.set('page', String(to));
    return `?${next.toString()}`;
  };

  return (
    <>
      <h1 ref={top} tabIndex={-1} className="text-4xl font-semibold">
        {T.inboxTitle}
      </h1>
      <p className="mt-2 text-sand-700">{T.inboxIntro}</p>
      <nav aria-label="Filter messages" className="mt-6 flex flex-wrap gap-2">
        <Link
          to={paths.messages.to()}
          aria-current={unread ? undefined : 'page'}
          className="rounded-full border border-sand-300 px-4 py-2 text-sm font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 aria-[current=page]:border-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
        >
          All
        </Link>
        <Link
          to={paths.messages.to({ unread: true })}
          aria-current={unread ? 'page' : undefined}
          className="rounded-full border border-sand-300 px-4 py-2 text-sm font-medium hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 aria-[current=page]:border-primary-600 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
        >
          {T.unreadOnly}
        </Link>
      </nav>
      <section aria-label="Conversations" aria-busy={list.isFetching} className="mt-6">
        {data ? (
          <>
            <ConversationList conversations={data.conversations} unreadOnly={unread} />
            <Pagination
              page={data.page}
              pageCount={pageCount}
              searchFor={searchFor}
              onNavigate={() => top.current?.focus()}
            />
          </>
        ) : list.isError ? (
          <div role="alert" className="rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
            <p>We could not load your messages: {list.error.message}</p>
            <Button className="mt-3" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PageLoading />
        )}
      </section>
    </>
  );
}
