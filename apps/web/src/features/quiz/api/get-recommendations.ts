import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizAnswers } from '@restora/shared/domain/quiz';
import type { RecommendationsResponse } from '@restora/shared/contracts/quiz';
import { quizAnswersToQuery } from '@restora/shared/domain/quiz';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getRecommendations(
  answers: QuizAnswers,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RecommendationsResponse> {
  const query = quizAnswersToQuery(answers);
  return unwrap(api.GET('/api/quiz/recommendations', { params: { query }, signal }));
}

export function getRecommendationsQueryOptions(answers: QuizAnswers) {
  return queryOptions({
    queryKey: queryKeys.quizRecommendations(quizAnswersToQuery(answers)),
    queryFn: ({ signal }) => getRecommendations(answers, { signal }),
    staleTime: 60_000,
  });
}

export function useRecommendations(answers: QuizAnswers) {
  return useQuery(getRecommendationsQueryOptions(answers));
}
