import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTestimonial, TestimonialInput } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

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
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', 'testimonials'] });
      void queryClient.invalidateQueries({ queryKey: ['content', 'testimonials'] });
    },
  });
}
