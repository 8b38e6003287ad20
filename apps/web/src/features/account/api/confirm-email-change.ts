import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, TokenInput } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getSessionQueryOptions } from './get-session';

export function confirmEmailChange(input: TokenInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/confirm-email-change', { body: input }));
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => {
      // The header's menu and the profile show the address: it has just changed.
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    },
  });
}
