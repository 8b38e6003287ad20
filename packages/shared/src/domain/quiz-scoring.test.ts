import { describe, expect, it } from 'vitest';
import {
  featuresWanted,
  productWordsWanted,
  type ProductCandidate,
  type RetreatCandidate,
  RETREAT_FEATURE_POINTS,
  RETREAT_LENGTH_POINTS,
  scoreProduct,
  scoreRetreat,
  scoreService,
  scoreStay,
  type ServiceCandidate,
  type StayCandidate,
  topScored,
  tripCost,
} from './quiz-scoring';
import type { QuizAnswers } from './quiz';

const answers = (over: Partial<QuizAnswers> = {}): QuizAnswers => ({
  focus: 'relax',
  environment: 'mountain',
  intensity: 1,
  duration: 'weekend',
  budget: 1000,
  activities: [],
  ...over,
});

const stay = (over: Partial<StayCandidate> = {}): StayCandidate => ({
  id: 1,
  propertyType: 'wellness_retreat',
  setting: null,
  country: 'Nowhere',
  priceCents: 10_000,
  wellnessFeatures: [],
  amenities: [],
  recommendedScore: 4,
  ...over,
});

describe('scoreStay', () => {
  it('prices the trip as nightly price times the nights of the duration, in cents', () => {
    expect(tripCost(10_000, 'weekend')).toBe(20_000);
    expect(tripCost(10_000, 'long_weekend')).toBe(30_000);
    expect(tripCost(10_000, 'week')).toBe(70_000);
    expect(tripCost(10_000, '10_plus')).toBe(100_000);
  });

  it('leaves out a stay whose trip costs more than the budget, and keeps one that costs exactly the budget', () => {
    const spa = { wellnessFeatures: ['Spa Treatments'] };
    expect(
      scoreStay(answers({ duration: 'week', budget: 500 }), stay({ ...spa, priceCents: 7143 })),
    ).toBeNull();
    expect(
      scoreStay(answers({ duration: 'week', budget: 500 }), stay({ ...spa, priceCents: 7142 })),
    ).not.toBeNull();
    expect(
      scoreStay(answers({ duration: '10_plus', budget: 1000 }), stay({ ...spa, priceCents: 10_000 })),
    ).not.toBeNull();
  });

  it('leaves out a stay that answers nothing in the quiz, however cheap and well rated', () => {
    expect(
      scoreStay(answers({ environment: 'urban' }), stay({ priceCents: 1000, recommendedScore: 5 })),
    ).toBeNull();
  });

  it('ranks a stay offering the focus features, in the chosen setting, above one with neither', () => {
    const q = answers({ focus: 'relax', environment: 'mountain' });
    const fit = scoreStay(
      q,
      stay({ id: 1, setting: 'mountain', wellnessFeatures: ['Thermal Baths', 'Massage'] }),
    )!;
    const partial = scoreStay(q, stay({ id: 2, setting: 'beach', wellnessFeatures: ['Massage'] }))!;
    expect(fit.score).toBeGreaterThan(partial.score);
    expect(fit.reason).toBe(
      'Massage and Thermal Baths for relaxation; mountains setting; $200 for 2 nights fits your $1,000 budget',
    );
  });

  it('counts a climate that suits the setting for less than the setting itself', () => {
    const q = answers({ focus: 'mindfulness', environment: 'beach' });
    const features = { wellnessFeatures: ['Meditation'] };
    const inSetting = scoreStay(q, stay({ ...features, setting: 'beach', country: 'Iceland' }))!;
    const climateOnly = scoreStay(q, stay({ ...features, setting: null, country: 'Greece' }))!;
    const neither = scoreStay(q, stay({ ...features, setting: null, country: 'Iceland' }))!;
    expect(inSetting.score).toBeGreaterThan(climateOnly.score);
    expect(climateOnly.score).toBeGreaterThan(neither.score);
    expect(climateOnly.reason).toContain('sunny Mediterranean climate');
  });

  it('prefers the kind of property that suits the focus', () => {
    const q = answers({ focus: 'mindfulness' });
    const features = { wellnessFeatures: ['Meditation'] };
    const studio = scoreStay(q, stay({ ...features, propertyType: 'yoga_studio' }))!;
    const spa = scoreStay(q, stay({ ...features, propertyType: 'spa_resort' }))!;
    expect(studio.score - spa.score).toBe(2);
  });

  it('adds each wished activity the stay offers, surfing by the sea', () => {
    const q = answers({ focus: 'fitness', environment: 'urban', activities: ['Hiking', 'Surfing'] });
    const both = scoreStay(q, stay({ wellnessFeatures: ['Hiking Trails'], amenities: ['Ocean View'] }))!;
    const hikingOnly = scoreStay(q, stay({ wellnessFeatures: ['Hiking Trails'] }))!;
    expect(both.score - hikingOnly.score).toBe(2);
    expect(both.reason).toContain('hiking and surfing on site');
  });

  it('moves with the intensity: active favours fitness features, gentle favours spa ones', () => {
    const gym = stay({ id: 1, wellnessFeatures: ['Fitness Classes', 'Cold Plunge', 'Massage'] });
    const spa = stay({ id: 2, wellnessFeatures: ['Thermal Baths', 'Sleep Programs', 'Massage'] });
    const active = answers({ focus: 'relax', intensity: 2, environment: 'urban' });
    const gentle = answers({ focus: 'relax', intensity: 0, environment: 'urban' });
    const gymActive = scoreStay(active, gym)!.score - scoreStay(active, spa)!.score;
    const gymGentle = scoreStay(gentle, gym)!.score - scoreStay(gentle, spa)!.score;
    expect(gymActive).toBeGreaterThan(gymGentle);
  });

  it('uses the rating only to break ties', () => {
    const q = answers();
    const features = { wellnessFeatures: ['Massage'] };
    const better = scoreStay(q, stay({ ...features, recommendedScore: 4.8 }))!;
    const worse = scoreStay(q, stay({ ...features, recommendedScore: 4.1 }))!;
    expect(better.score).toBeGreaterThan(worse.score);
    expect(better.score - worse.score).toBeLessThan(1);
  });
});

describe('scoreService', () => {
  const service = (over: Partial<ServiceCandidate> = {}): ServiceCandidate => ({
    id: 1,
    type: 'spa',
    category: 'Spa',
    priceCents: 12_000,
    ...over,
  });

  it('suggests services of the focus and of the wished activities, within the budget', () => {
    expect(scoreService(answers({ focus: 'relax' }), service())!.reason).toBe(
      'Fits your relaxation focus; $120 a session',
    );
    expect(
      scoreService(answers({ focus: 'relax', budget: 200 }), service({ priceCents: 20_001 })),
    ).toBeNull();
    expect(scoreService(answers({ focus: 'fitness' }), service())).toBeNull();
    const cooking = service({ type: 'other', category: 'Cooking', priceCents: 6500 });
    expect(
      scoreService(answers({ focus: 'fitness', activities: ['Cooking Classes'] }), cooking),
    ).toMatchObject({
      score: 3,
      reason: 'You want cooking classes; $65 a session',
    });
  });

  it('adds a point when the service matches the intensity', () => {
    const yoga = service({ type: 'yoga', category: 'Yoga' });
    const moderate = scoreService(answers({ focus: 'mindfulness', intensity: 1 }), yoga)!;
    const active = scoreService(answers({ focus: 'mindfulness', intensity: 2 }), yoga)!;
    expect(moderate.score - active.score).toBe(1);
  });
});

const retreat = (over: Partial<RetreatCandidate> = {}): RetreatCandidate => ({
  id: 1,
  // 3-10 March: 8 days, a week.
  startDate: '2027-03-03',
  endDate: '2027-03-10',
  fromPriceCents: 150_000,
  features: [],
  ...over,
});

describe('scoreRetreat', () => {
  const week = answers({ focus: 'mindfulness', duration: 'week', budget: 2000 });

  it('scores a retreat of the answered length above one of another length with every feature wanted', () => {
    const matching = scoreRetreat(week, retreat({ id: 1 }))!;
    // 3-5 March: a weekend, with four features serving mindfulness.
    const mismatched = scoreRetreat(
      week,
      retreat({
        id: 2,
        endDate: '2027-03-05',
        features: ['Meditation', 'Breathwork', 'Yoga Classes', 'Sound Healing'],
      }),
    )!;
    expect(matching.score).toBe(RETREAT_LENGTH_POINTS);
    expect(mismatched.score).toBe(4 * RETREAT_FEATURE_POINTS);
    expect(matching.score).toBeGreaterThan(mismatched.score);
    expect(mismatched.reason).toBe(
      'A weekend retreat with Meditation, Breathwork, Yoga Classes and Sound Healing; from $1,500 a person fits your $2,000 budget',
    );
  });

  it('adds each feature serving the focus or a wished activity, and says which', () => {
    const plain = scoreRetreat(week, retreat())!;
    const withFeatures = scoreRetreat(
      answers({ ...week, activities: ['Hiking'] }),
      retreat({ features: ['Yoga Classes', 'Meditation', 'Hiking Trails', 'Spa Treatments'] }),
    )!;
    expect(withFeatures.score).toBe(plain.score + 3 * RETREAT_FEATURE_POINTS);
    expect(withFeatures.reason).toBe(
      'A week-long retreat with Yoga Classes, Meditation and Hiking Trails; from $1,500 a person fits your $2,000 budget',
    );
    expect(plain.reason).toBe('A week-long retreat; from $1,500 a person fits your $2,000 budget');
  });

  it('names a long retreat by its days', () => {
    const long = scoreRetreat(
      answers({ duration: '10_plus', budget: 5000 }),
      retreat({ endDate: '2027-03-14' }),
    )!;
    expect(long.reason).toMatch(/^A 12-day retreat;/);
  });

  it('leaves out a retreat whose from price per person is over the budget, however well it fits', () => {
    const fits = retreat({ features: ['Meditation', 'Yoga Classes'], fromPriceCents: 200_000 });
    expect(scoreRetreat(week, fits)).not.toBeNull();
    expect(scoreRetreat(week, { ...fits, fromPriceCents: 200_001 })).toBeNull();
    expect(scoreRetreat(answers({ ...week, budget: 1000 }), fits)).toBeNull();
  });

  it('leaves out a retreat of another length with nothing wanted', () => {
    expect(scoreRetreat(week, retreat({ endDate: '2027-03-04', features: ['Cold Plunge'] }))).toBeNull();
  });
});

describe('scoreProduct', () => {
  const product = (over: Partial<ProductCandidate> = {}): ProductCandidate => ({
    id: 1,
    name: 'Moonwell Silk Sleep Mask',
    category: 'Accessories',
    priceCents: 2799,
    rating: 4.8,
    available: true,
    ...over,
  });

  it('matches the focus and activities through words in the name or category', () => {
    expect(scoreProduct(answers({ focus: 'relax' }), product())!.reason).toBe('Supports relaxation; $28');
    expect(scoreProduct(answers({ focus: 'fitness' }), product())).toBeNull();
    const mat = product({ name: 'Cork Travel Yoga Mat', category: 'Equipment' });
    expect(scoreProduct(answers({ focus: 'fitness', activities: ['Yoga'] }), mat)!.reason).toBe(
      'Handy for yoga; $28',
    );
  });

  it('never suggests what cannot be bought or costs more than the budget', () => {
    expect(scoreProduct(answers(), product({ available: false }))).toBeNull();
    expect(scoreProduct(answers({ budget: 200 }), product({ priceCents: 20_001 }))).toBeNull();
  });
});

describe('what the API prefilters on', () => {
  it('asks for the features of the focus, the intensity and the activities, once each', () => {
    const wanted = featuresWanted(answers({ focus: 'fitness', intensity: 2, activities: ['Yoga', 'Spa'] }));
    expect(wanted).toEqual(
      expect.arrayContaining(['Fitness Classes', 'Cold Plunge', 'Yoga Classes', 'Spa Treatments', 'Massage']),
    );
    expect(new Set(wanted).size).toBe(wanted.length);
  });

  it('asks for the product words of the focus and the activities', () => {
    const words = productWordsWanted(answers({ focus: 'mindfulness', activities: ['Hiking'] }));
    expect(words).toEqual(expect.arrayContaining(['meditation', 'merino']));
  });
});

describe('topScored', () => {
  it('keeps the best, highest first, ties to the lower id, and drops the unscored', () => {
    const scores: Record<number, number | null> = { 1: 2, 2: 5, 3: null, 4: 5, 5: 1 };
    const result = topScored(
      [1, 2, 3, 4, 5],
      (id) => (scores[id] === null ? null : { id, score: scores[id]!, reason: '' }),
      3,
    );
    expect(result.map((r) => r.id)).toEqual([2, 4, 1]);
  });
});
