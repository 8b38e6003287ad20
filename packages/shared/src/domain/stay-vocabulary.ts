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
