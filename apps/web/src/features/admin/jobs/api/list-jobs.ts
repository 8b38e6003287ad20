import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminJobPage, JobStatus } from '@restora/shared/contracts/admin-jobs';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export type JobsQuery = {
  status: JobStatus | 'all';
  /** A queue's whole name, or '' for every queue. */
  queue: string;
  page: number;
  dir: 'asc' | 'desc';
};

export function listJobs(
  { status, queue, page, dir }: JobsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminJobPage> {
  return unwrap(
    api.GET('/api/admin/jobs', {
      params: {
        query: { page, dir, ...(status === 'all' ? {} : { status }), ...(queue ? { queue } : {}) },
      },
      signal,
    }),
  );
}

export function getJobsQueryOptions(query: JobsQuery) {
  return queryOptions({
    queryKey: adminKeys.jobs.list(query.status, query.queue, query.page, query.dir),
    queryFn: ({ signal }) => listJobs(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(query: JobsQuery) {
  return useQuery(getJobsQueryOptions(query));
}
