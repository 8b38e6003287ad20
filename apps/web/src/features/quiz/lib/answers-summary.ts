import {
  DURATION_LABELS,
  ENVIRONMENT_LABELS,
  FOCUS_LABELS,
  QUIZ_INTENSITIES,
  type QuizAnswers,
} from '@restora/shared/domain/quiz';
import { dollarsToCents, formatMoney } from '@/lib/format';

/** One line: 'Relaxation · Beach · Moderate · A week · $1,000 per person · Yoga, Spa'. */
export function summarizeAnswers(answers: QuizAnswers): string {
  return [
    FOCUS_LABELS[answers.focus],
    ENVIRONMENT_LABELS[answers.environment],
    QUIZ_INTENSITIES[answers.intensity],
    DURATION_LABELS[answers.duration],
    `${formatMoney(dollarsToCents(answers.budget))} per person`,
    ...(answers.activities.length ? [answers.activities.join(', ')] : []),
  ].join(' · ');
}
