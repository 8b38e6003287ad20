import { Check } from 'lucide-react';
import { QUIZ_ACTIVITIES, type QuizActivity } from '@restora/shared/domain/quiz';
import { cn } from '@/lib/cn';
import { ACTIVITY_ICONS } from './quiz-options';

type ActivitiesPickerProps = {
  selected: readonly QuizActivity[];
  onToggle: (activity: QuizActivity, on: boolean) => void;
  labelledBy: string;
  describedBy?: string;
};

/** Any number of activities, as checkboxes drawn as tiles. */
export function ActivitiesPicker({ selected, onToggle, labelledBy, describedBy }: ActivitiesPickerProps) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3"
    >
      {QUIZ_ACTIVITIES.map((activity) => {
        const checked = selected.includes(activity);
        const Icon = ACTIVITY_ICONS[activity];
        return (
          <label
            key={activity}
            className={cn(
              'relative flex cursor-pointer items-center gap-3 rounded-[var(--radius-card)] border bg-white p-4 shadow-soft transition-colors hover:border-primary-400',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
              checked ? 'border-primary-700 bg-primary-50 ring-2 ring-primary-700' : 'border-sand-200',
            )}
          >
            <input
              type="checkbox"
              // Invisible over the whole tile, so the tile is the box a pointer clicks.
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[var(--radius-card)] opacity-0"
              checked={checked}
              onChange={(e) => onToggle(activity, e.target.checked)}
            />
            <span
              aria-hidden
              className={cn(
                'grid size-10 shrink-0 place-items-center rounded-full',
                checked ? 'bg-primary-700 text-white' : 'bg-primary-50 text-primary-700',
              )}
            >
              {checked ? <Check className="size-5" strokeWidth={3} /> : <Icon className="size-5" />}
            </span>
            <span className="font-medium text-ink">{activity}</span>
          </label>
        );
      })}
    </div>
  );
}
