import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@restora/shared/contracts/partners';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

/** A POST that changes nothing: the token stays out of URLs and logs of GET requests. */
export function previewInvitation(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InvitationPreview> {
  return unwrap(api.POST('/api/partner/invitation/preview', { body: { token }, signal }));
}

export function useInvitationPreview(token: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: partnerKeys.invitation(token ?? ''),
      queryFn: ({ signal }) => previewInvitation(token!, { signal }),
      retry: false,
    }),
    enabled: token !== null,
  });
}
