import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailInput, MessageResponse } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';

/** Mails a link to the new address; the account keeps its address until that link is opened. */
export function changeEmail(input: ChangeEmailInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/profile/email', { body: input }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
