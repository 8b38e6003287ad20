import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitation, AcceptInvitationInput } from '@restora/shared/contracts/partners';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { partnerKeys } from '@/lib/partner-query-keys';

export function acceptInvitation(input: AcceptInvitationInput): Promise<AcceptedInvitation> {
  return unwrap(api.POST('/api/partner/invitation/accept', { body: input }));
}

/** A new account is signed in by the answer: the session and the partner home change with it. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.session(), { user });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.home() });
    },
  });
}
