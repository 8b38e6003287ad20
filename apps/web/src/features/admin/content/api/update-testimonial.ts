import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonial, TestimonialInput } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';

export function updateTestimonial({
  id,
  input,
}: {
  id: number;
  input: TestimonialInput;
}): Promise<AdminTestimonial> {
  return unwrap(api.PUT('/api/admin/testimonials/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.content.testimonials() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.testimonials() });
    },
  });
}
