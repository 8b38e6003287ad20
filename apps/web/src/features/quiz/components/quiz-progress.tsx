import { QUIZ_STEP_COUNT } from '@restora/shared/domain/quiz';
import { progressPercent } from '../lib/quiz-draft';

type QuizProgressProps = { step: number; counterId: string };

/** 'Step n of 6', the percent reached and a bar that says the same to assistive technology. */
export function QuizProgress({ step, counterId }: QuizProgressProps) {
  const percent = progressPercent(step);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p id={counterId} className="font-semibold text-primary-800">
          Step {step} of {QUIZ_STEP_COUNT}
        </p>
        <p className="text-sand-700" aria-hidden>
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
