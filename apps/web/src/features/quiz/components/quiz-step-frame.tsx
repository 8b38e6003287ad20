import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { QuizProgress } from './quiz-progress';

type QuizStepFrameProps = {
  step: number;
  isLast: boolean;
  question: string;
  hint?: string;
  headingId: string;
  hintId: string;
  headingRef: Ref<HTMLHeadingElement>;
  canGoNext: boolean;
  onBack: () => void;
  onNext: () => void;
  children: ReactNode;
};

/** One question: progress above, the answers, Back and Next (or 'See My Results') below. */
export function QuizStepFrame({
  step,
  isLast,
  question,
  hint,
  headingId,
  hintId,
  headingRef,
  canGoNext,
  onBack,
  onNext,
  children,
}: QuizStepFrameProps) {
  const counterId = `${headingId}-counter`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canGoNext) onNext();
  };
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit} className="grid gap-8">
      <QuizProgress step={step} counterId={counterId} />
      <div>
        {/* Focus lands here on each step change, so the new question is read first. */}
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={counterId}
          className="text-3xl font-semibold outline-none sm:text-4xl"
        >
          {question}
        </h1>
        {hint ? (
          <p id={hintId} className="mt-2 text-sand-700">
            {hint}
          </p>
        ) : null}
      </div>
      {children}
      <div className="flex items-center justify-between gap-3 border-t border-sand-200 pt-6">
        <Button variant="outline" onClick={onBack} disabled={step === 1}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button type="submit" disabled={!canGoNext} size={isLast ? 'lg' : 'md'}>
          {isLast ? (
            <>
              <Sparkles aria-hidden />
              See My Results
            </>
          ) : (
            <>
              Next
              <ArrowRight aria-hidden />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
