import {
  Bath,
  Brain,
  CalendarDays,
  CalendarHeart,
  CalendarRange,
  ChefHat,
  Dumbbell,
  Flower2,
  Footprints,
  Leaf,
  Sofa,
  Sparkles,
  Sun,
  Waves,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import {
  DURATION_LABELS,
  DURATION_NIGHTS,
  ENVIRONMENT_LABELS,
  FOCUS_LABELS,
  QUIZ_DURATIONS,
  QUIZ_ENVIRONMENTS,
  QUIZ_FOCUS,
  type QuizActivity,
  type QuizDuration,
  type QuizEnvironment,
  type QuizFocus,
} from '@restora/shared/domain/quiz';

export type ChoiceOption<T extends string> = {
  value: T;
  label: string;
  description?: string;
  icon?: LucideIcon;
  image?: { src: string; alt: string };
};

const FOCUS_DETAILS: Record<QuizFocus, { description: string; icon: LucideIcon }> = {
  relax: { description: 'Slow mornings, spa days and deep rest.', icon: Sofa },
  fitness: { description: 'Move, train and come home stronger.', icon: Dumbbell },
  mindfulness: { description: 'Meditation, breathwork and a quiet mind.', icon: Brain },
  detox: { description: 'Clean food, fresh air and a gentle reset.', icon: Leaf },
  spiritual: { description: 'Sound healing, Ayurveda and time to reflect.', icon: Sparkles },
};

export const FOCUS_OPTIONS: ChoiceOption<QuizFocus>[] = QUIZ_FOCUS.map((value) => ({
  value,
  label: FOCUS_LABELS[value],
  ...FOCUS_DETAILS[value],
}));

const ENVIRONMENT_ALT: Record<QuizEnvironment, string> = {
  beach: 'Palm trees and a thatched hut on a sandy beach at sunset',
  mountain: 'Snowy peaks above a pine forest and a lakeside cabin',
  forest: 'A small cabin in a clearing among tall pines and morning mist',
  urban: 'A rooftop terrace with plants and a lounger above a city skyline',
  countryside: 'A villa among cypress trees above green rolling hills',
};

export const ENVIRONMENT_OPTIONS: ChoiceOption<QuizEnvironment>[] = QUIZ_ENVIRONMENTS.map((value) => ({
  value,
  label: ENVIRONMENT_LABELS[value],
  image: { src: `/images/quiz/${value}.svg`, alt: ENVIRONMENT_ALT[value] },
}));

const DURATION_ICONS: Record<QuizDuration, LucideIcon> = {
  weekend: Sun,
  long_weekend: CalendarHeart,
  week: CalendarDays,
  '10_plus': CalendarRange,
};

export const DURATION_OPTIONS: ChoiceOption<QuizDuration>[] = QUIZ_DURATIONS.map((value) => ({
  value,
  label: DURATION_LABELS[value],
  description: value === '10_plus' ? '10+ nights' : `${DURATION_NIGHTS[value]} nights`,
  icon: DURATION_ICONS[value],
}));

export const ACTIVITY_ICONS: Record<QuizActivity, LucideIcon> = {
  Yoga: Flower2,
  Hiking: Footprints,
  Spa: Bath,
  Surfing: Waves,
  'Cooking Classes': ChefHat,
  'Meditation Workshops': Wind,
};

export const INTENSITY_HINTS = [
  'Unhurried days with plenty of rest.',
  'Some activity each day, balanced with rest.',
  'Full days that keep you moving.',
] as const;
