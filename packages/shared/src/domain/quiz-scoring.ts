/**
 * The rule that turns quiz answers into suggestions (docs/decisions/quiz.md). Pure: the API feeds it
 * candidates read from the database and the tests feed it literals.
 */
import {
  CLIMATE_WORDS,
  COUNTRY_CLIMATE,
  DURATION_NIGHTS,
  ENVIRONMENT_CLIMATES,
  ENVIRONMENT_LABELS,
  FOCUS_LABELS,
  QUIZ_INTENSITIES,
  type QuizActivity,
  type QuizAnswers,
  type QuizDuration,
  type QuizEnvironment,
  type QuizFocus,
} from './quiz';
import type { PropertyType, WellnessFeature } from './stay-vocabulary';
import { centsToWholeDollars, dollarsToCents } from './format';
import { retreatLength, retreatNights } from './retreats';

/** The features that serve each focus, most telling first. */
export const FOCUS_FEATURES: Record<QuizFocus, WellnessFeature[]> = {
  relax: ['Spa Treatments', 'Massage', 'Thermal Baths', 'Sleep Programs', 'Sound Healing'],
  fitness: ['Fitness Classes', 'Pilates', 'Hiking Trails', 'Cold Plunge'],
  mindfulness: ['Meditation', 'Breathwork', 'Yoga Classes', 'Sound Healing'],
  detox: ['Detox Programs', 'Nutrition Coaching', 'Ayurveda', 'Forest Bathing'],
  spiritual: ['Meditation', 'Ayurveda', 'Sound Healing', 'Yoga Classes'],
};

const FOCUS_PROPERTY_TYPE: Record<QuizFocus, PropertyType> = {
  relax: 'spa_resort',
  fitness: 'wellness_retreat',
  mindfulness: 'yoga_studio',
  detox: 'wellness_retreat',
  spiritual: 'yoga_studio',
};

const INTENSITY_FEATURES: Record<0 | 1 | 2, WellnessFeature[]> = {
  0: ['Spa Treatments', 'Massage', 'Thermal Baths', 'Sleep Programs', 'Sound Healing', 'Meditation'],
  1: ['Yoga Classes', 'Pilates', 'Breathwork', 'Hiking Trails'],
  2: ['Fitness Classes', 'Hiking Trails', 'Cold Plunge', 'Pilates'],
};

/** What an activity asks of a stay: any of these features, or (surfing) the sea. */
const ACTIVITY_FEATURES: Record<QuizActivity, WellnessFeature[]> = {
  Yoga: ['Yoga Classes'],
  Hiking: ['Hiking Trails'],
  Spa: ['Spa Treatments', 'Thermal Baths', 'Massage'],
  Surfing: [],
  'Cooking Classes': ['Nutrition Coaching'],
  'Meditation Workshops': ['Meditation', 'Breathwork'],
};

/** Every feature any answer can ask for: the API fetches only stays offering at least one. */
export function featuresWanted(answers: QuizAnswers): WellnessFeature[] {
  return [
    ...new Set([
      ...FOCUS_FEATURES[answers.focus],
      ...INTENSITY_FEATURES[answers.intensity],
      ...answers.activities.flatMap((a) => ACTIVITY_FEATURES[a]),
    ]),
  ];
}

export type StayCandidate = {
  id: number;
  propertyType: PropertyType;
  setting: QuizEnvironment | null;
  country: string;
  /** Cents per night. */
  priceCents: number;
  wellnessFeatures: string[];
  amenities: string[];
  /** The Bayesian rating the catalogue's "Recommended" order uses (about 4 for an unknown stay). */
  recommendedScore: number;
};

export type ServiceCandidate = {
  id: number;
  type: 'fitness' | 'yoga' | 'spa' | 'other';
  category: string;
  /** Cents per session. */
  priceCents: number;
};

export type ProductCandidate = {
  id: number;
  name: string;
  category: string;
  /** Cents, the price a shopper pays. */
  priceCents: number;
  rating: number;
  available: boolean;
};

export type Scored = { id: number; score: number; reason: string };

/** Whole dollars, as the reasons say them: '$1,000'. Amounts are cents; the quiz's budget is dollars. */
const money = (cents: number) => `$${centsToWholeDollars(cents).toLocaleString('en-US')}`;
const budgetCents = (answers: QuizAnswers) => dollarsToCents(answers.budget);

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const intersect = (wanted: readonly string[], have: readonly string[]) =>
  wanted.filter((w) => have.includes(w));

/** The trip's cost of a stay, in cents: nightly price times the nights the duration plans for. */
export const tripCost = (nightly: number, duration: QuizDuration) => nightly * DURATION_NIGHTS[duration];

/**
 * A stay's fit, or null when it cannot be suggested (over budget, or nothing in it answers the quiz).
 * Points: each feature serving the focus 3 (at most 3 counted), the focus's kind of property 2, the
 * chosen setting 4 (or 1.5 for a climate that suits it), each wished activity it offers 2, intensity 1
 * per feature (at most 2), and the stay's rating as a tie-break.
 */
export function scoreStay(answers: QuizAnswers, stay: StayCandidate): Scored | null {
  const cost = tripCost(stay.priceCents, answers.duration);
  if (cost > budgetCents(answers)) return null;

  const focusHits = intersect(FOCUS_FEATURES[answers.focus], stay.wellnessFeatures).slice(0, 3);
  const typeHit = stay.propertyType === FOCUS_PROPERTY_TYPE[answers.focus];
  const settingHit = stay.setting === answers.environment;
  const climate = COUNTRY_CLIMATE[stay.country];
  const climateHit = !settingHit && !!climate && ENVIRONMENT_CLIMATES[answers.environment].includes(climate);
  const activityHits = answers.activities.filter((a) =>
    a === 'Surfing'
      ? stay.setting === 'beach' || stay.amenities.includes('Ocean View')
      : intersect(ACTIVITY_FEATURES[a], stay.wellnessFeatures).length > 0,
  );
  const intensityHits = intersect(INTENSITY_FEATURES[answers.intensity], stay.wellnessFeatures).slice(0, 2);

  const relevance =
    focusHits.length * 3 +
    (settingHit ? 4 : climateHit ? 1.5 : 0) +
    activityHits.length * 2 +
    intensityHits.length;
  if (relevance === 0) return null;
  const score = relevance + (typeHit ? 2 : 0) + (stay.recommendedScore - 4);

  const parts: string[] = [];
  if (focusHits.length)
    parts.push(`${listWords(focusHits)} for ${FOCUS_LABELS[answers.focus].toLowerCase()}`);
  if (settingHit) parts.push(`${ENVIRONMENT_LABELS[answers.environment].toLowerCase()} setting`);
  else if (climateHit && climate) parts.push(`${CLIMATE_WORDS[climate]} climate`);
  const extraActivities = activityHits.filter(
    (a) => !(focusHits.length && a === 'Yoga' && focusHits.includes('Yoga Classes')),
  );
  if (extraActivities.length) parts.push(`${listWords(extraActivities.map((a) => a.toLowerCase()))} on site`);
  parts.push(
    `${money(cost)} for ${DURATION_NIGHTS[answers.duration]} nights fits your ${money(budgetCents(answers))} budget`,
  );
  return { id: stay.id, score, reason: capitalise(parts.join('; ')) };
}

const FOCUS_SERVICES: Record<QuizFocus, { types: ServiceCandidate['type'][]; categories: string[] }> = {
  relax: { types: ['spa'], categories: ['Spa', 'Massage', 'Thermal', 'Sound Healing'] },
  fitness: { types: ['fitness'], categories: ['Fitness', 'Pilates', 'Outdoors'] },
  mindfulness: { types: ['yoga'], categories: ['Mindfulness', 'Yoga', 'Sound Healing'] },
  detox: { types: [], categories: ['Nutrition', 'Cooking', 'Thermal', 'Massage'] },
  spiritual: { types: ['yoga'], categories: ['Mindfulness', 'Sound Healing', 'Yoga'] },
};

const ACTIVITY_SERVICE_CATEGORIES: Record<QuizActivity, string[]> = {
  Yoga: ['Yoga'],
  Hiking: ['Outdoors'],
  Spa: ['Spa', 'Massage', 'Thermal'],
  Surfing: [],
  'Cooking Classes': ['Cooking', 'Nutrition'],
  'Meditation Workshops': ['Mindfulness', 'Sound Healing'],
};

const INTENSITY_SERVICE_TYPES: Record<0 | 1 | 2, ServiceCandidate['type'][]> = {
  0: ['spa'],
  1: ['yoga'],
  2: ['fitness'],
};

/** A service's fit: its focus 4, each wished activity it is 3, intensity 1; over the budget is out. */
export function scoreService(answers: QuizAnswers, service: ServiceCandidate): Scored | null {
  if (service.priceCents > budgetCents(answers)) return null;
  const wanted = FOCUS_SERVICES[answers.focus];
  const focusHit = wanted.types.includes(service.type) || wanted.categories.includes(service.category);
  const activityHits = answers.activities.filter((a) =>
    ACTIVITY_SERVICE_CATEGORIES[a].includes(service.category),
  );
  const intensityHit = INTENSITY_SERVICE_TYPES[answers.intensity].includes(service.type);
  const relevance = (focusHit ? 4 : 0) + activityHits.length * 3;
  if (relevance === 0) return null;
  const score = relevance + (intensityHit ? 1 : 0);

  const parts: string[] = [];
  if (focusHit) parts.push(`fits your ${FOCUS_LABELS[answers.focus].toLowerCase()} focus`);
  if (activityHits.length) parts.push(`you want ${listWords(activityHits.map((a) => a.toLowerCase()))}`);
  if (intensityHit) parts.push(`${QUIZ_INTENSITIES[answers.intensity].toLowerCase()} pace`);
  parts.push(`${money(service.priceCents)} a session`);
  return { id: service.id, score, reason: capitalise(parts.join('; ')) };
}

export type RetreatCandidate = {
  id: number;
  startDate: string;
  endDate: string;
  /** Cents per person for the whole program: its cheapest option's current price (early bird or not). */
  fromPriceCents: number;
  features: string[];
};

/** A retreat's length as its reason says it: 'A week-long retreat'. */
const LENGTH_WORDS: Record<QuizDuration, (days: number) => string> = {
  weekend: () => 'weekend',
  long_weekend: () => 'long-weekend',
  week: () => 'week-long',
  '10_plus': (days) => `${days}-day`,
};

/** Points of a retreat whose length is the trip length answered: more than all its features can add. */
export const RETREAT_LENGTH_POINTS = 10;
/** Points of each of its features serving the focus or a wished activity (at most 4 counted). */
export const RETREAT_FEATURE_POINTS = 2;
const RETREAT_FEATURES_COUNTED = 4;

/**
 * A retreat's fit, or null when it cannot be suggested. Its price per person covers the whole program,
 * so it is out when its "from" price is over the budget (the budget is for the trip, as a stay's nights
 * times its nightly price is). Points: its length matching the trip length 10; each of its features
 * serving the focus or a wished activity 2 (at most 4 counted), so the length always wins; with neither,
 * it is out.
 */
export function scoreRetreat(answers: QuizAnswers, retreat: RetreatCandidate): Scored | null {
  if (retreat.fromPriceCents > budgetCents(answers)) return null;
  const lengthHit = retreatLength(retreat.startDate, retreat.endDate) === answers.duration;
  const wanted = [
    ...new Set([
      ...FOCUS_FEATURES[answers.focus],
      ...answers.activities.flatMap((a) => ACTIVITY_FEATURES[a]),
    ]),
  ];
  const featureHits = retreat.features
    .filter((f) => wanted.includes(f as WellnessFeature))
    .slice(0, RETREAT_FEATURES_COUNTED);
  const score = (lengthHit ? RETREAT_LENGTH_POINTS : 0) + featureHits.length * RETREAT_FEATURE_POINTS;
  if (score === 0) return null;

  const days = retreatNights(retreat.startDate, retreat.endDate) + 1;
  const length = LENGTH_WORDS[retreatLength(retreat.startDate, retreat.endDate)](days);
  const reason = `A ${length} retreat${featureHits.length ? ` with ${listWords(featureHits)}` : ''}; from ${money(
    retreat.fromPriceCents,
  )} a person fits your ${money(budgetCents(answers))} budget`;
  return { id: retreat.id, score, reason };
}

/** Words in a product's name or category that tie it to a focus or an activity. */
const FOCUS_PRODUCT_WORDS: Record<QuizFocus, string[]> = {
  relax: ['sleep', 'soak', 'bath', 'massage', 'magnesium', 'lavender', 'hoodie'],
  fitness: [
    'fitness',
    'resistance',
    'dumbbell',
    'kettlebell',
    'jump rope',
    'protein',
    'foam roller',
    'leggings',
  ],
  mindfulness: ['meditation', 'yoga', 'cushion', 'sleep'],
  detox: ['supplements', 'omega', 'vitamin', 'protein', 'soak', 'magnesium'],
  spiritual: ['meditation', 'cushion', 'yoga', 'mat'],
};

const ACTIVITY_PRODUCT_WORDS: Record<QuizActivity, string[]> = {
  Yoga: ['yoga', 'mat', 'leggings'],
  Hiking: ['merino', 'duffel', 'gps', 'travel'],
  Spa: ['soak', 'bath', 'massage'],
  Surfing: ['hoodie', 'omega', 'travel'],
  'Cooking Classes': ['protein', 'supplements', 'snacks'],
  'Meditation Workshops': ['meditation', 'cushion', 'sleep mask'],
};

/** Every word any answer looks for in products: the API fetches only products matching one. */
export function productWordsWanted(answers: QuizAnswers): string[] {
  return [
    ...new Set([
      ...FOCUS_PRODUCT_WORDS[answers.focus],
      ...answers.activities.flatMap((a) => ACTIVITY_PRODUCT_WORDS[a]),
    ]),
  ];
}

/** A product's fit: a word of the focus 4, each wished activity 2, rating as tie-break; sold out is out. */
export function scoreProduct(answers: QuizAnswers, product: ProductCandidate): Scored | null {
  if (!product.available || product.priceCents > budgetCents(answers)) return null;
  const text = `${product.name} ${product.category}`.toLowerCase();
  const focusWords = FOCUS_PRODUCT_WORDS[answers.focus].filter((w) => text.includes(w));
  const activityHits = answers.activities.filter((a) =>
    ACTIVITY_PRODUCT_WORDS[a].some((w) => text.includes(w)),
  );
  const relevance = (focusWords.length ? 4 : 0) + activityHits.length * 2;
  if (relevance === 0) return null;
  const score = relevance + (product.rating - 4);

  const parts: string[] = [];
  if (focusWords.length) parts.push(`Supports ${FOCUS_LABELS[answers.focus].toLowerCase()}`);
  if (activityHits.length)
    parts.push(
      `${parts.length ? 'handy' : 'Handy'} for ${listWords(activityHits.map((a) => a.toLowerCase()))}`,
    );
  parts.push(`${money(product.priceCents)}`);
  return { id: product.id, score, reason: parts.join('; ') };
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The best `limit` of what scored, highest first; ties go to the lower id so results are stable. */
export function topScored<T>(
  candidates: readonly T[],
  score: (candidate: T) => Scored | null,
  limit: number,
): Scored[] {
  return candidates
    .map(score)
    .filter((s): s is Scored => s !== null)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}
