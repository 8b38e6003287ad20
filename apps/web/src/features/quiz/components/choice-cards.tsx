import { Check } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { ChoiceOption } from './quiz-options';

type ChoiceCardsProps<T extends string> = {
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChoose: (value: T) => void;
  /** The id of the step's question, which names the group. */
  labelledBy: string;
  className?: string;
};

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * One answer out of several, as pressed/unpressed buttons: Tab or the arrow keys move between the
 * cards without choosing (a choice moves the quiz on), Enter or Space chooses.
 */
export function ChoiceCards<T extends string>({
  options,
  value,
  onChoose,
  labelledBy,
  className,
}: ChoiceCardsProps<T>) {
  const id = useId();

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    let next: number | null = null;
    if (NEXT_KEYS.includes(event.key)) next = (current + 1) % buttons.length;
    else if (PREVIOUS_KEYS.includes(event.key)) next = (current - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      onKeyDown={moveFocus}
      className={cn('grid gap-3', className)}
    >
      {options.map((option) => {
        const selected = option.value === value;
        const Icon = option.icon;
        const detailId = `${id}-${option.value}-detail`;
        const hasDetail = Boolean(option.description || option.image);
        return (
          // The button holds only the answer's name (its label is its visible text); its ::after
          // stretches over the card so the whole card is the button's target.
          <div
            key={option.value}
            className={cn(
              'group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-white shadow-soft transition-colors hover:border-primary-400',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
              selected ? 'border-primary-700 bg-primary-50 ring-2 ring-primary-700' : 'border-sand-200',
            )}
          >
            {option.image ? (
              <img
                id={detailId}
                src={option.image.src}
                alt={option.image.alt}
                width={800}
                height={600}
                decoding="async"
                className="aspect-[4/3] w-full bg-sand-100 object-cover"
              />
            ) : null}
            <div className={cn('flex flex-1 items-start gap-3', option.image ? 'px-4 py-3' : 'p-4 sm:p-5')}>
              {Icon ? (
                <span
                  aria-hidden
                  className={cn(
                    'grid size-10 shrink-0 place-items-center rounded-full transition-colors',
                    selected ? 'bg-primary-700 text-white' : 'bg-primary-50 text-primary-700',
                  )}
                >
                  <Icon className="size-5" />
                </span>
              ) : null}
              <div className="grid min-w-0 flex-1 gap-0.5">
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-describedby={hasDetail ? detailId : undefined}
                  onClick={() => onChoose(option.value)}
                  className="text-left font-semibold text-ink outline-none after:absolute after:inset-0 after:content-['']"
                >
                  {option.label}
                </button>
                {option.description ? (
                  <p id={detailId} className="text-sm text-sand-700">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
            <span
              aria-hidden
              className={cn(
                'absolute right-3 top-3 grid size-6 place-items-center rounded-full bg-primary-700 text-white shadow-sm transition-opacity',
                selected ? 'opacity-100' : 'opacity-0',
              )}
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
          </div>
        );
      })}
    </div>
  );
}
