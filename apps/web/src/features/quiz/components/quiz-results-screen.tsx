import type { QuizAnswers } from '@restora/shared/domain/quiz';
import { useRecommendations } from '../api/get-recommendations';
import { QuizResults, type SaveControls } from './quiz-results';

type QuizResultsScreenProps = { answers: QuizAnswers; save: SaveControls };

export function QuizResultsScreen({ answers, save }: QuizResultsScreenProps) {
  const recommendations = useRecommendations(answers);
  return <QuizResults query={recommendations} save={save} />;
}
