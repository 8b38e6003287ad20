import { Check } from 'lucide-react';
import type { HowItWorks } from '@restora/shared/contracts/content';
import { cn } from '@/lib/cn';

type Step = HowItWorks['steps'][number];

const STEP_ALT: Record<number, string> = {
  1: 'A folded map on a wooden table, ready for planning',
  2: 'A calendar and an open journal beside a cup of tea',
  3: 'A quiet beach at midday with calm turquoise water',
  4: 'A figure in a tree pose on a deck at sunrise',
};

/** One step: text on one side, picture on the other, swapping sides on every other step (desktop). */
export function StepRow({ step, eager }: { step: Step; eager: boolean }) {
  const flipped = step.stepNumber % 2 === 0;
  return (
    <li className="grid items-center gap-8 md:grid-cols-2 lg:gap-16">
      <div className={cn(flipped && 'md:order-2')}>
        <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-wider text-accent-700">
          <span
            aria-hidden
            className="grid size-10 place-items-center rounded-full bg-primary-700 font-display text-lg text-white"
          >
            {step.stepNumber}
          </span>
          Step {step.stepNumber}
        </p>
        <h2 className="mt-4 text-3xl font-semibold sm:text-4xl">{step.title}</h2>
        <p className="mt-4 text-lg leading-relaxed text-sand-700">{step.description}</p>
        <ul className="mt-6 grid gap-3">
          {step.listItems.map((item) => (
            <li key={item} className="flex gap-3 text-sand-800">
              <Check className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <img
        src={step.imageUrl}
        alt={STEP_ALT[step.stepNumber] ?? ''}
        width={1200}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cn(
          'aspect-[3/2] w-full rounded-[var(--radius-card)] bg-sand-100 object-cover shadow-soft',
          flipped && 'md:order-1',
        )}
      />
    </li>
  );
}
