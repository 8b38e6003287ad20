import { ArrowRight, Clock, ListChecks } from 'lucide-react';
import { Button } from '@/components/ui/button';

type QuizIntroProps = { onStart: () => void };

export function QuizIntro({ onStart }: QuizIntroProps) {
  return (
    <div className="grid items-center gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
      <div className="order-2 md:order-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-600">Discovery Quiz</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Craft Your Ideal Wellness Escape</h1>
        <p className="mt-4 max-w-xl text-lg text-sand-700">
          Tell us what restores you, where and how you like to unwind, and what you want to spend. We will
          suggest stays, services and products that fit.
        </p>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-sand-800">
          <li className="flex items-center gap-2">
            <ListChecks className="size-4 text-primary-700" aria-hidden />6 short questions
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-primary-700" aria-hidden />
            About a minute
          </li>
        </ul>
        <Button size="lg" className="mt-8" onClick={onStart}>
          Start Quiz
          <ArrowRight aria-hidden />
        </Button>
      </div>
      <img
        src="/images/quiz/intro.svg"
        alt="A winding path through soft hills towards a rising sun, with a signpost pointing three ways"
        width={1200}
        height={900}
        className="order-1 aspect-[4/3] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover shadow-soft md:order-2"
      />
    </div>
  );
}
