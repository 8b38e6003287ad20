import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPartnerApplication } from '@restora/shared/contracts/partners';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '../api/query-keys';

export type Decision = { id: number; verdict: 'approve' | 'decline'; note: string };

/** POST .../approve or .../decline: the two answers to an application, sharing one mutation. */
export function decidePartnerApplication({ id, verdict, note }: Decision): Promise<AdminPartnerApplication> {
  const params = { path: { id } };
  return verdict === 'approve'
    ? unwrap(
        api.POST('/api/admin/partner-applications/{id}/approve', {
          params,
          body: note.trim() ? { note } : {},
        }),
      )
    : unwrap(api.POST('/api/admin/partner-applications/{id}/decline', { params, body: { note } }));
}

export function useDecidePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePartnerApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.partnerApplications.detail(application.id), application);
      void queryClient.invalidateQueries({ queryKey: adminKeys.partnerApplications.all() });
    },
  });
}
