import { QUIZ_BUDGETS, QUIZ_INTENSITIES } from '@restora/shared/domain/quiz';
import { toggleActivity, type QuizDraft } from '../lib/quiz-draft';
import { dollarsToCents, formatMoney } from '@/lib/format';
import { ActivitiesPicker } from './activities-picker';
import { ChoiceCards } from './choice-cards';
import { DURATION_OPTIONS, ENVIRONMENT_OPTIONS, FOCUS_OPTIONS, INTENSITY_HINTS } from './quiz-options';
import { ScalePicker } from './scale-picker';

export const QUESTIONS: { title: string; hint?: string }[] = [
  { title: 'What would you most like from your escape?' },
  { title: 'Where do you feel most at ease?' },
  { title: 'How active would you like your days to be?', hint: 'Move the slider, then choose Next.' },
  { title: 'How long can you get away?' },
  {
    title: 'What is your budget per person?',
    hint: 'For the whole trip. Move the slider, then choose Next.',
  },
  {
    title: 'Which activities would you enjoy?',
    hint: 'Optional: choose any that appeal, or none at all.',
  },
];

const BUDGET_STOPS = QUIZ_BUDGETS.map((dollars) => formatMoney(dollarsToCents(dollars)));

type QuizStepBodyProps = {
  step: number;
  draft: QuizDraft;
  labelledBy: string;
  describedBy: string | undefined;
  /** A card answer: the quiz moves on by itself. */
  onChoose: (patch: Partial<QuizDraft>) => void;
  /** A slider or checkbox answer: the user moves on with Next. */
  onChange: (patch: Partial<QuizDraft>) => void;
};

export function QuizStepBody({
  step,
  draft,
  labelledBy,
  describedBy,
  onChoose,
  onChange,
}: QuizStepBodyProps) {
  switch (step) {
    case 1:
      return (
        <ChoiceCards
          options={FOCUS_OPTIONS}
          value={draft.focus}
          onChoose={(focus) => onChoose({ focus })}
          labelledBy={labelledBy}
          className="sm:grid-cols-2 lg:grid-cols-3"
        />
      );
    case 2:
      return (
        <ChoiceCards
          options={ENVIRONMENT_OPTIONS}
          value={draft.environment}
          onChoose={(environment) => onChoose({ environment })}
          labelledBy={labelledBy}
          className="grid-cols-2 md:grid-cols-3"
        />
      );
    case 3:
      return (
        <ScalePicker
          label="Intensity"
          stops={QUIZ_INTENSITIES}
          value={draft.intensity}
          onChange={(v) => onChange({ intensity: v as QuizDraft['intensity'] })}
          hint={INTENSITY_HINTS[draft.intensity]}
        />
      );
    case 4:
      return (
        <ChoiceCards
          options={DURATION_OPTIONS}
          value={draft.duration}
          onChoose={(duration) => onChoose({ duration })}
          labelledBy={labelledBy}
          className="sm:grid-cols-2"
        />
      );
    case 5:
      return (
        <ScalePicker
          label="Budget per person"
          stops={BUDGET_STOPS}
          value={draft.budgetIndex}
          onChange={(budgetIndex) => onChange({ budgetIndex })}
        />
      );
    default:
      return (
        <ActivitiesPicker
          selected={draft.activities}
          onToggle={(activity, on) =>
            onChange({ activities: toggleActivity(draft.activities, activity, on) })
          }
          labelledBy={labelledBy}
          describedBy={describedBy}
        />
      );
  }
}
