import { useNavigate, useSearchParams } from 'react-router';
import { PARTNER_MESSAGES_TEXTS as T } from '@restora/shared/domain/partner-conversations';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { usePartnerConversations, type InboxParams } from '@/features/partners/api/partner-conversations';
import { PartnerInbox } from '@/features/partners/components/messages/partner-inbox';
import { parseIdParam } from '@/lib/id-param';
import { PartnerFrame } from '../partner/partner-frame';

/** The filters and the page live in the URL (?unread=true&propertyId=&status=&page=). */
function useInboxParams(): InboxParams {
  const [search] = useSearchParams();
  const status = search.get('status');
  return {
    unread: search.get('unread') === 'true',
    propertyId: parseIdParam(search.get('propertyId')),
    status: status === 'open' || status === 'closed' ? status : null,
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
}

/** The organisation's conversations with guests (docs/decisions/conversations.md, "The partner's screens"). */
export function Component() {
  const session = useSession();
  const params = useInboxParams();
  const signedIn = Boolean(session.user);
  const list = usePartnerConversations(params, signedIn);
  const home = usePartnerHome(signedIn);
  const navigate = useNavigate();
  const properties = home.data?.organisations.flatMap((o) => o.properties) ?? [];
  return (
    <PartnerFrame
      title={T.title}
      returnTo={paths.partnerMessages.to(params)}
      session={session}
      query={list}
      section="messages"
      sectionHome
      description="Your conversations with guests on Restora."
    >
      {(data) => (
        <PartnerInbox
          data={data}
          params={params}
          properties={properties}
          onFilter={(next) => void navigate(paths.partnerMessages.to({ ...params, ...next, page: 1 }))}
        />
      )}
    </PartnerFrame>
  );
}
