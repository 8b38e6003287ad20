type SeedService = {
  title: string;
  description: string;
  type: 'fitness' | 'yoga' | 'spa' | 'other';
  category: string;
  /** Whole dollars. */
  price: number;
  durationMinutes: number;
  image: string;
  /** Offered only by this property (by name); general services have none. */
  property?: string;
};

export const seedServices: SeedService[] = [
  {
    title: 'Personal Training Session',
    description:
      'One hour with a certified trainer who builds the session around you: mobility, strength and conditioning, ' +
      'adapted to your level and any injuries, with a short plan to take home.',
    type: 'fitness',
    category: 'Fitness',
    price: 75,
    durationMinutes: 60,
    image: '/images/services/personal-training.svg',
  },
  {
    title: 'Yoga Class',
    description:
      'A 75-minute small-group class that moves from breath work to a steady vinyasa flow and a long rest. ' +
      'Mats, blocks and bolsters are provided; every level is welcome.',
    type: 'yoga',
    category: 'Yoga',
    price: 30,
    durationMinutes: 75,
    image: '/images/services/yoga.svg',
  },
  {
    title: 'Spa Treatment',
    description:
      'Ninety minutes of full-body care: a warm salt scrub, a wrap, and a slow oil massage that eases tension ' +
      'from neck to feet. Finish with herbal tea in the relaxation room.',
    type: 'spa',
    category: 'Spa',
    price: 120,
    durationMinutes: 90,
    image: '/images/services/spa.svg',
  },
  {
    title: 'Deep Tissue Massage',
    description:
      'Firm, focused work on the back, shoulders and legs for travellers carrying long flights or hard ' +
      'training in their muscles. Pressure is agreed with you before and during the session.',
    type: 'spa',
    category: 'Massage',
    price: 95,
    durationMinutes: 60,
    image: '/images/services/massage.svg',
  },
  {
    title: 'Guided Meditation',
    description:
      'A quiet 45-minute session for beginners and regular sitters alike: posture, breath, a guided body scan ' +
      'and simple techniques you can keep using at home.',
    type: 'other',
    category: 'Mindfulness',
    price: 25,
    durationMinutes: 45,
    image: '/images/services/meditation.svg',
  },
  {
    title: 'Nutrition Consultation',
    description:
      'A one-to-one hour with a registered nutritionist: your habits, goals and a realistic eating plan for ' +
      'your stay and the weeks after it. Practical, evidence-based, no fad diets.',
    type: 'other',
    category: 'Nutrition',
    price: 85,
    durationMinutes: 60,
    image: '/images/services/nutrition.svg',
  },
  {
    title: 'Reformer Pilates',
    description:
      'A 50-minute reformer class for core strength, posture and control, limited to six people so the ' +
      'instructor can adjust every movement.',
    type: 'fitness',
    category: 'Pilates',
    price: 40,
    durationMinutes: 50,
    image: '/images/services/pilates.svg',
  },
  {
    title: 'Breathwork Session',
    description:
      'Slow, structured breathing practices that calm the nervous system and sharpen focus, taught in a ' +
      'small group with time for questions afterwards.',
    type: 'other',
    category: 'Mindfulness',
    price: 35,
    durationMinutes: 45,
    image: '/images/services/breathwork.svg',
  },
  {
    title: 'Sunrise Rice-Terrace Walk',
    description:
      'A gentle two-hour guided walk through the subak rice terraces at first light, with a stop for fresh ' +
      'coconut and a short mindful-walking practice.',
    type: 'fitness',
    category: 'Outdoors',
    price: 45,
    durationMinutes: 120,
    image: '/images/services/hiking.svg',
    property: 'Subak Rise Yoga Shala',
  },
  {
    title: 'Alpine Thermal Circuit',
    description:
      'Three hours in the thermal baths: mineral pools at 36 and 40 degrees, a Finnish sauna, a steam grotto ' +
      'and a cold plunge fed by mountain water.',
    type: 'spa',
    category: 'Thermal',
    price: 70,
    durationMinutes: 180,
    image: '/images/services/sauna.svg',
    property: 'Daubenhorn Thermal Spa',
  },
  {
    title: 'Onsen Sound Bath',
    description:
      'Lie back on warm tatami while singing bowls and a gong carry you into deep rest, followed by a private ' +
      'soak in the cedar onsen.',
    type: 'spa',
    category: 'Sound Healing',
    price: 60,
    durationMinutes: 60,
    image: '/images/services/sound-bath.svg',
    property: 'Shirakumo Ryokan & Onsen',
  },
  {
    title: 'Alentejo Cooking Class',
    description:
      'Cook a seasonal lunch with our chef using olive oil, herbs and vegetables from the quinta garden, then ' +
      'eat it together under the olive trees.',
    type: 'other',
    category: 'Cooking',
    price: 65,
    durationMinutes: 150,
    image: '/images/services/cooking-class.svg',
    property: 'Quinta da Oliveira Velha',
  },
];
