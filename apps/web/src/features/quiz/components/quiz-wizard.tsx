import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { quizAnswersToQuery } from '@restora/shared/domain/quiz';
import { QUIZ_ADVANCE_DELAY_MS, QUIZ_STEP_COUNT } from '@restora/shared/domain/quiz';
import { paths } from '@/config/paths';
import { draftFromQuery, draftToAnswers, isStepAnswered, type QuizDraft } from '../lib/quiz-draft';
import { QuizIntro } from './quiz-intro';
import { QuizStepBody, QUESTIONS } from './quiz-step-body';
import { QuizStepFrame } from './quiz-step-frame';

/**
 * The intro, then six steps. Answers are kept when going Back; a card answer moves on by itself after
 * QUIZ_ADVANCE_DELAY_MS unless the user acts first. Started with answers in the URL (from the results'
 * 'Back to Quiz'), it skips the intro and shows them chosen.
 */
export function QuizWizard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [start] = useState(() => draftFromQuery(params));
  const [draft, setDraft] = useState<QuizDraft>(start.draft);
  const [step, setStep] = useState(start.prefilled ? 1 : 0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  const headingId = `${id}-question`;
  const hintId = `${id}-hint`;

  const cancelAdvance = () => {
    if (advanceTimer.current !== null) clearTimeout(advanceTimer.current);
    advanceTimer.current = null;
  };
  useEffect(() => cancelAdvance, []);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    cancelAdvance();
    focusHeading.current = true;
    setStep(next);
  };

  const finish = () => {
    const answers = draftToAnswers(draft);
    if (!answers) return;
    cancelAdvance();
    void navigate(
      paths.discoveryQuizResults.to(`?${new URLSearchParams(quizAnswersToQuery(answers)).toString()}`),
    );
  };

  const update = (patch: Partial<QuizDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const choose = (patch: Partial<QuizDraft>) => {
    update(patch);
    cancelAdvance();
    const from = step;
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      goTo(from + 1);
    }, QUIZ_ADVANCE_DELAY_MS);
  };

  if (step === 0) return <QuizIntro onStart={() => goTo(1)} />;

  const isLast = step === QUIZ_STEP_COUNT;
  const question = QUESTIONS[step - 1]!;
  return (
    <QuizStepFrame
      step={step}
      isLast={isLast}
      question={question.title}
      hint={question.hint}
      headingId={headingId}
      hintId={hintId}
      headingRef={headingRef}
      canGoNext={isStepAnswered(draft, step)}
      onBack={() => goTo(step - 1)}
      onNext={() => (isLast ? finish() : goTo(step + 1))}
    >
      <QuizStepBody
        step={step}
        draft={draft}
        labelledBy={headingId}
        describedBy={question.hint ? hintId : undefined}
        onChoose={choose}
        onChange={update}
      />
    </QuizStepFrame>
  );
}
