import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { quizAnswersToQuery } from '@restora/shared/domain/quiz';
import type { QuizAnswers } from '@restora/shared/domain/quiz';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { summarizeAnswers } from '../lib/answers-summary';

export const RESULTS_TITLE = 'Your Personalized Wellness Suggestions';

/** The page heading, the answers in one line and the way back to the quiz with them kept. */
export function ResultsHeader({ answers }: { answers: QuizAnswers | null }) {
  const backTo = answers
    ? `${paths.discoveryQuiz.to()}?${new URLSearchParams(quizAnswersToQuery(answers)).toString()}`
    : paths.discoveryQuiz.to();
  return (
    <div className="border-b border-sand-200 bg-gradient-to-b from-primary-50 to-sand-50">
      <Container className="pb-8 pt-8 md:pb-10 md:pt-12">
        <Button asChild variant="link" className="h-auto px-0">
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
            Back to Quiz
          </Link>
        </Button>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{RESULTS_TITLE}</h1>
        {answers ? (
          <p className="mt-2 max-w-3xl text-sand-700">
            <span className="font-medium text-sand-800">Your answers: </span>
            {summarizeAnswers(answers)}
          </p>
        ) : null}
      </Container>
    </div>
  );
}

export function MissingAnswers() {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center rounded-[var(--radius-card)] border border-sand-200 bg-white px-6 py-14 text-center shadow-soft">
      <h2 className="text-2xl font-semibold">Let us get to know you first</h2>
      <p className="mt-3 text-sand-700">
        Your suggestions come from your quiz answers, and this link does not carry them. Six short questions
        and they are ready.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.discoveryQuiz.to()}>Take the Quiz</Link>
      </Button>
    </div>
  );
}
