import type { QuizAnswers } from '@restora/shared/domain/quiz';
import { useRecommendations } from '../api/get-recommendations';
import { QuizResults, type CartAction, type SaveControls } from './quiz-results';

type QuizResultsScreenProps = { answers: QuizAnswers; save: SaveControls; cartAction?: CartAction };

export function QuizResultsScreen({ answers, save, cartAction }: QuizResultsScreenProps) {
  const recommendations = useRecommendations(answers);
  return <QuizResults query={recommendations} save={save} cartAction={cartAction} />;
}
