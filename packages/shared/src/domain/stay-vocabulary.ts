/** The fixed vocabularies stays are described with; filters, seeds and forms all draw on these. */

export const PROPERTY_TYPES = [
  { value: 'wellness_retreat', label: 'Wellness Retreats' },
  { value: 'yoga_studio', label: 'Yoga Studios' },
  { value: 'spa_resort', label: 'Spa Resorts' },
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];

export const AMENITIES = [
  'Wi-Fi',
  'Pool',
  'Hot Tub',
  'Sauna',
  'Steam Room',
  'Gym',
  'Air Conditioning',
  'Kitchenette',
  'Free Parking',
  'Restaurant',
  'Organic Garden',
  'Ocean View',
  'Mountain View',
  'Private Balcony',
  'Fireplace',
  'Airport Shuttle',
  'Bicycle Rental',
  'Laundry',
] as const;

export const WELLNESS_FEATURES = [
  'Yoga Classes',
  'Meditation',
  'Spa Treatments',
  'Massage',
  'Detox Programs',
  'Fitness Classes',
  'Nutrition Coaching',
  'Sound Healing',
  'Breathwork',
  'Hiking Trails',
  'Thermal Baths',
  'Ayurveda',
  'Pilates',
  'Forest Bathing',
  'Sleep Programs',
  'Cold Plunge',
] as const;

/** Goals offered by the search bar's goal dropdown and the home page chips. */
export const WELLNESS_GOALS = [
  'Stress Relief',
  'Better Sleep',
  'Yoga Retreat',
  'Meditation',
  'Detox',
  'Spa & Relaxation',
  'Fitness',
  'Healthy Eating',
  'Digital Detox',
  'Burnout Recovery',
  'Mindfulness',
  'Weight Balance',
  'Pain Relief',
  'Spiritual Growth',
  'Outdoor Adventure',
  'Longevity',
] as const;

export type Amenity = (typeof AMENITIES)[number];
export type WellnessFeature = (typeof WELLNESS_FEATURES)[number];

/**
 * What each goal means in features: a goal chip (/find-stays?wellness=Stress%20Relief) keeps the rooms
 * that offer at least one of its features.
 */
export const GOAL_FEATURES: Record<(typeof WELLNESS_GOALS)[number], WellnessFeature[]> = {
  'Stress Relief': ['Meditation', 'Massage', 'Breathwork', 'Sound Healing', 'Spa Treatments'],
  'Better Sleep': ['Sleep Programs', 'Meditation', 'Sound Healing', 'Thermal Baths'],
  'Yoga Retreat': ['Yoga Classes'],
  Meditation: ['Meditation', 'Breathwork', 'Sound Healing'],
  Detox: ['Detox Programs', 'Nutrition Coaching', 'Ayurveda'],
  'Spa & Relaxation': ['Spa Treatments', 'Massage', 'Thermal Baths'],
  Fitness: ['Fitness Classes', 'Pilates', 'Hiking Trails'],
  'Healthy Eating': ['Nutrition Coaching', 'Detox Programs', 'Ayurveda'],
  'Digital Detox': ['Forest Bathing', 'Hiking Trails', 'Meditation'],
  'Burnout Recovery': ['Sleep Programs', 'Massage', 'Meditation', 'Forest Bathing'],
  Mindfulness: ['Meditation', 'Breathwork', 'Yoga Classes'],
  'Weight Balance': ['Fitness Classes', 'Nutrition Coaching', 'Detox Programs'],
  'Pain Relief': ['Massage', 'Thermal Baths', 'Pilates'],
  'Spiritual Growth': ['Meditation', 'Ayurveda', 'Sound Healing', 'Yoga Classes'],
  'Outdoor Adventure': ['Hiking Trails', 'Forest Bathing', 'Cold Plunge'],
  Longevity: ['Cold Plunge', 'Nutrition Coaching', 'Thermal Baths', 'Breathwork'],
};

export const STAY_SORTS = ['recommended', 'price_asc', 'price_desc', 'rating'] as const;
export type StaySort = (typeof STAY_SORTS)[number];

export const STAY_SORT_LABELS: Record<StaySort, string> = {
  recommended: 'Recommended',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Rating',
};

export const PRICE_SLIDER = { min: 0, max: 500, step: 10 } as const;
export const STAYS_PAGE_SIZE = 12;
